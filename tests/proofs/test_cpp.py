"""The C++ header's own proofs, beside the registry-driven ones of
test_languages.py (every table entry and function on g++ and clang++ in C++17,
20 and 23, each driver a program of four units in which `nm` finds every table
stored once: tests/drivers/cpp/build.py):

- the compiler proves every table: tests/drivers/cpp/selfcheck.cpp recomputes each
  one with constexpr code of its own and compares it entry by entry in
  static_asserts, so the compile fails on any differing entry; one compile, by g++
  in C++17 (clang++ takes about half a minute for the same, at its raised step limit);
- and that proof fails when an entry is wrong, naming the table.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from functools import lru_cache
from pathlib import Path

import pytest

from bitboard_tables.sliders import BMI2_TECHNIQUES, PACKED_TECHNIQUES, TECHNIQUES, XRAY_TECHNIQUES
from tests.conftest import GENERATED, ROOT
from tests.drivers.c.build import STRICT, Compiler, cpu_has, cpu_has_bmi2, missing
from tests.drivers.cpp.build import CPP_DIR, CPP_STRICT, _cxx23, build_perft_cpp, build_sliders, default_cxx
from tests.oracles import reference as ref
from tests.oracles.mappings import PERMUTATIONS

pytestmark = pytest.mark.timeout(120)

SELFCHECK = ["g++", "-std=c++17", "-fsyntax-only", *STRICT, str(CPP_DIR / "selfcheck.cpp")]


def _selfcheck(include: Path) -> subprocess.CompletedProcess:
    if subprocess.run(["which", "g++"], capture_output=True).returncode != 0:
        missing("g++")
    return subprocess.run([*SELFCHECK, f"-I{include}"], capture_output=True, text=True)


def test_the_compiler_proves_every_table_entry():
    proc = _selfcheck(GENERATED)
    assert proc.returncode == 0 and not proc.stderr, proc.stderr


def test_the_compilers_proof_fails_on_one_wrong_entry(tmp_path):
    # BETWEEN[a1][d1] is b1|c1 = 0x6; a7 in it is caught, and the table named
    header = (GENERATED / "bitboards.hpp").read_text()
    row = "0x0000000000000000, 0x0000000000000000, 0x0000000000000002, 0x0000000000000006, // [a1][a1..d1]"
    assert header.count(row) == 1
    (tmp_path / "bitboards.hpp").write_text(header.replace(row, row.replace("0x0000000000000006", "0x0000000000000007")))
    proc = _selfcheck(tmp_path)
    assert proc.returncode != 0
    assert "static assertion failed: BETWEEN" in proc.stderr and "(3 == -1)" in proc.stderr, proc.stderr


# --- the slider techniques --------------------------------------------------------

# tests/drivers/cpp/sliders.cpp: each build answers every technique on every subset
# of every relevant mask and on RANDOM_BOARDS random boards a square, in digests.
# g++ in C++17 with BMI2 and SSSE3 (PEXT, 16-bit PEXT, the pshufb byte swap) and
# BB_FILL_ON_FIRST_USE (each lookup fills its own group on its first call),
# clang++ in C++23 (SSE2's byte swap) with BB_SLIDERS_FILL_NONE (no group filled
# before main: each on its first lookup), g++ in C++20 with BB_NO_SIMD (the scalar
# two-lines hyperbola) choosing the magic and black magic attacks to be filled
# before main (BB_SLIDERS_FILL_<GROUP>; the other groups on first use), all with
# the matrix's strict flags and -Wold-style-cast. Every group is filled before
# main by default: the static initializers' test and the perft builds below.
RANDOM_BOARDS, SEED = 200, 0x9E3779B97F4A7C15
M64 = (1 << 64) - 1
START, FACTOR = 0xCBF29CE484222325, 0x100000001B3
BMI2 = cpu_has_bmi2()
AVX2_OR_SSSE3 = "-mavx2" if cpu_has("avx2") else "-mssse3"
SLIDER_BUILDS = {
    # -mavx2 where the CPU has AVX2 (which implies SSSE3): parallel hyperbola's AVX2 path too
    "g++-c++17-bmi2-ssse3-first-use": (("g++", "-std=c++17", "-mbmi2", AVX2_OR_SSSE3, "-DBB_FILL_ON_FIRST_USE"), "ssse3"),
    "clang++-c++23-fill-none": (("clang++", f"-std={_cxx23('clang++')}", "-DBB_SLIDERS_FILL_NONE"), "sse2"),
    "g++-c++20-no-simd-fill-magic-black": (
        ("g++", "-std=c++20", "-DBB_NO_SIMD", "-DBB_SLIDERS_FILL_MAGIC_ATTACKS", "-DBB_SLIDERS_FILL_BLACK_ATTACKS"),
        "portable",
    ),
}


def _digest(values) -> int:
    h = START
    for v in values:
        h = (h * FACTOR + v) & M64
    return h


def _xorshift64(state: int) -> int:
    state ^= (state << 13) & M64
    state ^= state >> 7
    state ^= (state << 17) & M64
    return state


def _boards(sq: int, state: int):
    """Returns (the square's random boards, the state after them), as sliders.cpp draws them."""
    out = []
    for i in range(RANDOM_BOARDS):
        state = _xorshift64(state)
        occ = state & _xorshift64(state ^ 0x5555555555555555)
        out.append(occ | (1 << sq) if i & 1 else occ)
    return out, state


@lru_cache(maxsize=None)
def _slider_expected(mapping_name: str):
    """Returns ({(piece, kind, sq): (subsets digest, random digest)}, {table: digest})
    in the mapping: the subsets' sets of the generator (bitboard_tables.sliders.
    square_sets), the random boards' of tests/oracles/reference.py (LERF, carried over
    by the mapping's permutation), and the generator's packed tables."""
    from bitboard_tables.mapping import mapping_named
    from bitboard_tables.sliders import packed_tables, square_sets

    mapping, perm = mapping_named(mapping_name), PERMUTATIONS[mapping_name]
    directions = {"rook": ref.ORTHOGONAL, "bishop": ref.DIAGONAL, "queen": ref.ALL_DIRECTIONS}
    out = {}
    for piece in ("rook", "bishop", "queen"):
        sets = square_sets(mapping, piece) if piece != "queen" else None
        state = SEED
        for sq in range(64):
            boards, state = _boards(sq, state)
            lerf_sq = perm.lerf_sq(sq)

            def attacks_of(occ):
                return ref.slider_attacks(lerf_sq, occ, directions[piece])

            attacks = [perm.bb(attacks_of(perm.lerf_bb(occ))) for occ in boards]
            out[(piece, "attacks", sq)] = (_digest(sets[sq].attacks) if sets else 0, _digest(attacks))
            if sets:
                xrays = [perm.bb(ref.xray_by_formula(attacks_of, perm.lerf_bb(occ))) for occ in boards]
                out[(piece, "xrays", sq)] = (_digest(sets[sq].xrays), _digest(xrays))
    return out, {name: _digest(values) for name, values in packed_tables(mapping).items()}


def _build_sliders(compiler: Compiler, include: Path, work: Path) -> Path:
    """Returns sliders.cpp built by `compiler` on the header in `include`."""
    return build_sliders(compiler, include, work / compiler.name)


def _run_sliders(exe: Path):
    """Returns the lines the sliders.cpp program `exe` prints in its default mode."""
    proc = subprocess.run([str(exe), str(SEED), str(RANDOM_BOARDS)], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and not proc.stderr, proc.stderr
    return proc.stdout.splitlines()


def _slider_compiler(build: str) -> Compiler:
    return Compiler(build, (*SLIDER_BUILDS[build][0], "-O1", "-pthread", *CPP_STRICT), "c++")


@pytest.fixture(scope="module")
def slider_programs(tmp_path_factory):
    """{build: sliders.cpp built, or None where it cannot run}, each build one
    compiler invocation."""
    work = tmp_path_factory.mktemp("cpp-sliders")

    def one(build):
        compiler = _slider_compiler(build)
        if not compiler.available or ("-mbmi2" in compiler.command and not BMI2):
            return build, None
        return build, _build_sliders(compiler, GENERATED, work)

    with ThreadPoolExecutor(max_workers=2) as pool:
        return dict(pool.map(one, SLIDER_BUILDS))


@pytest.fixture(scope="module")
def slider_answers(slider_programs):
    """{build: the lines sliders.cpp prints, or None where it cannot run}."""
    return {build: exe and _run_sliders(exe) for build, exe in slider_programs.items()}


def _check_sliders(lines, expected, pext: bool, simd: str, avx2: str = "portable"):
    """Asserts that sliders.cpp's `lines` hold every technique's digests as `expected`
    (_slider_expected), every packed table's, and say `pext`, `simd` and `avx2`
    (parallel hyperbola's path)."""
    digests, tables = expected
    wanted = {t for t in TECHNIQUES if pext or t not in BMI2_TECHNIQUES}
    seen, wrong = {}, []
    for line in lines:
        parts = line.split()
        if parts[0] == "table":
            assert int(parts[2], 16) == tables[parts[1]], parts[1]
            seen[("table", parts[1])] = 1
        elif len(parts) == 2:  # pext yes|no, simd PATH, avx2 PATH
            seen[parts[0]] = parts[1]
        else:
            technique, piece, kind, sq = parts[0], parts[1], parts[2], int(parts[3])
            if (int(parts[4], 16), int(parts[5], 16)) != digests[(piece, kind, sq)]:
                wrong.append((technique, piece, kind, sq))
            seen[(technique, piece, kind)] = seen.get((technique, piece, kind), 0) + 1
    assert wrong == []
    kinds = {(t, p, "attacks") for t in wanted for p in ("rook", "bishop", "queen")}
    kinds |= {(t, p, "xrays") for t in wanted if t in XRAY_TECHNIQUES for p in ("rook", "bishop")}
    assert {k: v for k, v in seen.items() if isinstance(k, tuple) and k[0] != "table"} == {k: 64 for k in kinds}
    packed = {name for name in tables if pext or not any(f"_{t.upper()}_" in name for t in BMI2_TECHNIQUES)}
    assert {k[1] for k in seen if isinstance(k, tuple) and k[0] == "table"} == packed
    assert (seen["pext"], seen["simd"], seen["avx2"]) == ("yes" if pext else "no", simd, avx2)


@pytest.mark.parametrize("build", SLIDER_BUILDS)
def test_every_technique_equals_the_generator_on_every_subset_and_random_boards(slider_answers, build):
    """Every technique's rook, bishop and queen attacks and one-lookup x-rays, on the
    102,400 rook and 5,248 bishop subsets and 200 random boards a square; the
    packed tables entry by entry, after fill_slider_tables() twice; the vector
    path and PEXT where the build has them."""
    lines = slider_answers[build]
    if lines is None:
        pytest.skip(f"{build}: its compiler is missing, or this CPU has no BMI2")
    flags = SLIDER_BUILDS[build][0]
    _check_sliders(lines, _slider_expected("LERF"), "-mbmi2" in flags, SLIDER_BUILDS[build][1], "avx2" if "-mavx2" in flags else "portable")


def test_a_file_major_header_passes_the_same_check(tmp_path):
    """BEFR (square = 8 * (7 - file) + (7 - rank)): its own magics, the hyperbola
    byte swap on the rank and both diagonals, the first-rank table on the file (parallel
    hyperbola's AVX2 lanes the rank and both diagonals where the CPU has AVX2). (Its perft
    by magic, as every mapping's: tests/proofs/test_languages.py.)"""
    proc = subprocess.run(
        [sys.executable, "-m", "bitboard_tables", "generate", "--mapping", "BEFR", "--lang", "cpp", "--out", str(tmp_path)],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    build = "g++-c++17-bmi2-ssse3-first-use" if BMI2 else "clang++-c++23-fill-none"
    compiler = _slider_compiler(build)
    compiler.require()
    lines = _run_sliders(_build_sliders(compiler, tmp_path, tmp_path))
    avx2 = "avx2" if "-mavx2" in SLIDER_BUILDS[build][0] else "portable"
    _check_sliders(lines, _slider_expected("BEFR"), BMI2, SLIDER_BUILDS[build][1], avx2)


# --- first use: every lookup right on its first call, whenever it comes ----------


def _carried(pext: bool) -> tuple:
    """The model's techniques a build of the header carries (PEXT's with BMI2), in order."""
    from bitboard_tables.mapping import mapping_named
    from bitboard_tables.sliders import techniques

    return tuple(t for t in techniques(mapping_named("LERF")) if pext or t.name not in BMI2_TECHNIQUES)


@pytest.mark.parametrize("mode", ("first-use", "fill-each"))
@pytest.mark.parametrize("build", SLIDER_BUILDS)
def test_every_lookup_answers_right_on_its_first_call(slider_programs, build, mode):
    """sliders.cpp's `first-use`: four threads released together, no fill called
    before, each asking every lookup once; its `fill-each`: each fill group's own
    fill (fill_magic_attacks() ...), then thread 0's questions. Every answer against
    the reference's ray walks (tests/oracles/slider_hashes.py). With
    BB_FILL_ON_FIRST_USE or BB_SLIDERS_FILL_NONE the lookups and the group fills
    fill the tables; with BB_SLIDERS_FILL_<GROUP> the initializer of priority 101
    has filled those groups before main, and no other: the tables that hold
    anything when main starts (`at-start`) are exactly theirs."""
    from tests.harness.drivers import first_use_check

    exe = slider_programs[build]
    if exe is None:
        pytest.skip(f"{build}: its compiler is missing, or this CPU has no BMI2")
    pext = "-mbmi2" in SLIDER_BUILDS[build][0]
    out = first_use_check([str(exe), mode], "LERF", _carried(pext), threads=[0] if mode == "fill-each" else None)
    if mode == "fill-each":
        from bitboard_tables.languages.cpp import dialect
        from bitboard_tables.languages.slider_section import fill_groups
        from bitboard_tables.mapping import LERF

        flags = SLIDER_BUILDS[build][0]
        chosen = [g for g in fill_groups(LERF, dialect()) if f"-DBB_SLIDERS_FILL_{g.name.upper()}" in flags]
        (at_start,) = [line.split()[1:] for line in out.splitlines() if line.split()[0] == "at-start"]
        assert sorted(at_start) == sorted(t for g in chosen for t in g.tables)
    if mode == "fill-each" and {"-DBB_FILL_ON_FIRST_USE", "-DBB_SLIDERS_FILL_NONE"} & set(SLIDER_BUILDS[build][0]):
        # after each group's own fill, the tables that hold anything are those of the
        # groups filled so far: no fill fills another group's tables
        from bitboard_tables.languages.cpp import dialect
        from bitboard_tables.languages.slider_section import fill_groups
        from bitboard_tables.mapping import LERF
        from tests.harness.drivers import check_each_fill_fills_its_group

        check_each_fill_fills_its_group(out, [g for g in fill_groups(LERF, dialect()) if pext or not g.condition])


STATIC_INIT_UNITS = ("static_init_library.cpp", "static_init.cpp")  # the library's initializer first


@pytest.mark.parametrize("cxx, fill", (("g++", ()), ("clang++", ()), ("g++", ("-DBB_FILL_ON_FIRST_USE",))), ids=("g++", "clang++", "g++-first-use"))
def test_lookups_called_by_another_units_static_initializer_answer_right(tmp_path, cxx, fill):
    """The move-generator pattern: a library unit that never includes bitboards.hpp,
    linked first, builds a table of its own before main, by forwarders to the
    magic, black magic (and with BMI2 PEXT) attack and x-ray lookups; and a
    `static const` initialized by rook_attacks_magic(0, A1). No fill is called
    anywhere: every answer must be the reference's, the tables filled before every
    initializer of default priority, or with BB_FILL_ON_FIRST_USE by the lookups."""
    from tests.oracles.slider_hashes import reference_answer

    std = _cxx23(cxx) if cxx == "clang++" else "c++17"
    flags = (f"-std={std}", "-O2", *(("-mbmi2",) if BMI2 else ()), *fill, *CPP_STRICT)
    compiler = Compiler(f"static-init-{cxx}{'-first-use' if fill else ''}", (cxx, *flags), "c++")
    compiler.require()
    exe = tmp_path / "static-init"
    compiler.build([CPP_DIR / unit for unit in STATIC_INIT_UNITS], exe, [GENERATED, CPP_DIR])
    proc = subprocess.run([str(exe)], capture_output=True, text=True, timeout=30)
    assert proc.returncode == 0 and not proc.stderr, proc.stderr
    asked, wrong = set(), []
    for line in proc.stdout.splitlines():
        _, where, technique, piece, kind, sq, occ, answer = line.split()
        asked.add((where, technique, piece, kind))
        if int(answer, 16) != reference_answer("LERF", piece, kind, int(sq), int(occ, 16)):
            wrong.append(line)
    assert wrong == []
    techniques = {technique for _, technique, _, _ in asked}
    # every technique of packed tables (static_init.cpp names each by hand: a new one is added there)
    assert techniques == {t for t in PACKED_TECHNIQUES if BMI2 or t not in BMI2_TECHNIQUES}
    assert ("library", "magic", "rook", "xrays") in asked and ("unit", "magic", "rook", "attacks") in asked


# a standard library without threads, as one whose <mutex> stops the build: a stand-in
# before the library's own
NO_MUTEX = "#error this standard library has no threads\n"
# the macro that says so (the header's own; libc++'s to version 19, and from 20) ->
# whether the header then takes no std::mutex; the last two, a library with threads
NO_THREADS_MACROS = {
    "BB_NO_THREADS": True,
    "_LIBCPP_HAS_NO_THREADS": True,
    "_LIBCPP_HAS_THREADS=0": True,
    "_LIBCPP_HAS_THREADS=1": False,
    "": False,
}


@pytest.mark.parametrize("cxx", ("g++", "clang++"))
def test_a_library_without_threads_takes_no_mutex(tmp_path, cxx):
    """Where the standard library says it has no threads (libc++'s macro, either
    spelling, as wasm32-wasi's libc++ defines it) or the program does
    (BB_NO_THREADS), the header includes no <mutex> and takes no std::mutex: a
    library whose <mutex> stops the build compiles it, strictly (-Wundef too);
    where neither says so, the same build stops. (wasm32's own libc++, built
    without threads, and its programs: tests/proofs/test_cross_c.py.)"""
    if not shutil.which(cxx):
        missing(cxx)
    (tmp_path / "mutex").write_text(NO_MUTEX)
    (tmp_path / "unit.cpp").write_text('#include "bitboards.hpp"\nstd::uint64_t rook(std::uint64_t occ, int sq) { return bitboards::rook_attacks_magic(occ, sq); }\n')
    command = [cxx, "-std=c++17", *CPP_STRICT, "-Wundef", "-isystem", str(tmp_path), f"-I{GENERATED}", "-fsyntax-only", str(tmp_path / "unit.cpp")]
    for macro, no_mutex in NO_THREADS_MACROS.items():
        proc = subprocess.run([*command, *([f"-D{macro}"] if macro else [])], capture_output=True, text=True)
        if no_mutex:
            assert proc.returncode == 0 and not proc.stderr, (macro, proc.stderr)
        else:
            assert "this standard library has no threads" in proc.stderr, (macro, proc.stderr)


# perft.cpp with -DPERFT_SLIDERS=T: its sliders and pins by T's lookups. Magic, the
# fastest technique without BMI2, PEXT, the fastest with it, and parallel hyperbola
# on its AVX2 path, Stockfish's (`make bench` races the three); each published
# position at its deepest count under five million nodes.
PERFT_TECHNIQUES = {"magic": (), "pext": ("-mbmi2",), "hyperbola_avx2": ("-mavx2",)}
PERFT_DEPTHS = (("kiwipete", 4), ("position3", 5), ("position4", 4), ("position5", 4), ("initial", 5))


@pytest.mark.timeout(240)
@pytest.mark.parametrize("technique", PERFT_TECHNIQUES)
def test_perft_by_each_fast_technique_counts_the_published_numbers(tmp_path, technique):
    if "-mbmi2" in PERFT_TECHNIQUES[technique] and not BMI2:
        pytest.skip("this CPU has no BMI2: the PEXT lookups are not run")
    if "-mavx2" in PERFT_TECHNIQUES[technique] and not cpu_has("avx2"):
        pytest.skip("this CPU has no AVX2: parallel hyperbola's vector path is not run (its scalar path: the sliders check)")
    flags = (f"-DPERFT_SLIDERS={technique}", *PERFT_TECHNIQUES[technique])
    _count_published(build_perft_cpp(GENERATED, tmp_path / f"perft-{technique}", default_cxx(), *flags), technique)


def _count_published(binary: Path, technique: str) -> None:
    """Asserts that the perft `binary` counts every position of PERFT_DEPTHS and Sedlak's."""
    from tests.perft.positions import CPW_RESULTS, SEDLAK

    questions = [(CPW_RESULTS[name][0], depth, CPW_RESULTS[name][1][depth - 1]) for name, depth in PERFT_DEPTHS]
    for fen, depth, nodes in questions + list(SEDLAK.values()):
        proc = subprocess.run([str(binary), fen, str(depth)], capture_output=True, text=True, timeout=200)
        assert proc.returncode == 0 and not proc.stderr, proc.stderr
        assert int(proc.stdout.split()[-1]) == nodes, (technique, fen, depth)
