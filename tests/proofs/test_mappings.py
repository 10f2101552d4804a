"""Every square mapping: the outputs of each of the eight, written by the command
line, against the LERF outputs and the mapping formulas of tests/oracles/mappings.py.

For a mapping with permutation p (a LERF square to the mapping's number of the
same square) and P (p applied to every bit of a bitboard):

- every square-indexed table T holds T_M[p(a)][p(b)] == P(T_LERF[a][b]) (and the
  same for [sq], [sq][dir], [color][sq], [piece][sq], and P of each [dir] set),
  in the Python module and, printed entry by entry, in the C header and the Rust
  module;
- every function answers f_M(P(occ), p(sq)) == P(f_LERF(occ, sq)) on thousands
  of random queries, and the line lookups on every occupancy of every line, in
  Python, C and Rust;
- the kindergarten tables hold the same bytes in every mapping, and their
  indices mean what the README says: FIRST_RANK_ATTACKS[occ6][sq & 7] are the
  attacks along the line a byte holds, A_FILE_ATTACKS[sq >> 3][idx] along the
  line at one position of every byte;
- DIR_SHIFT, the square names and the square helpers follow the formula; the C
  helpers make constant expressions, the Rust ones (const fn) constants;
- the three perft consumers (Python, C, Rust) count the published numbers on the
  outputs of every mapping; the compiler matrix builds the C driver, and every
  rustc the Rust driver, on one non-LERF output too.

The LERF outputs themselves are proven against CPW, brute force and
python-chess by the other test files, which closes the chain.
"""

from __future__ import annotations

import importlib.util
import os
import random
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Dict, List, Tuple

import pytest

from generated import bitboards as lerf
from bitboard_tables import cli
from tests.oracles import reference as ref
from tests.harness.cbuild import C_DIR, MATRIX, ROOT, Compiler, build_perft_c, require
from tests.oracles.mappings import FORMULA_TEXT, FORMULAS, NAMES, PERMUTATIONS, RANK_MAJOR, SQUARE_0_AND_1, square_name
from tests.perft.positions import CPW_RESULTS, KIWIPETE, SEDLAK
from tests.harness.rustbuild import NEWEST, RUSTC_IDS, RUSTCS, Rustc, build_driver, build_rust_perft

# The session fixtures write, import and compile the outputs of eight mappings;
# whichever test comes first pays for them, so this module's limit is longer.
pytestmark = pytest.mark.timeout(300)

FULL = (1 << 64) - 1
MOVEGEN = ROOT / "tests" / "perft" / "movegen.py"
MATRIX_MAPPING = "BEFR"  # file-major, both coordinates descending: the farthest from LERF

# The tables whose indices and bits are squares: which axes are squares ("s"), and
# the others (d: direction, c: color, p: piece). DIR_SHIFT follows the formula; the
# kindergarten tables live in bit space.
SQUARE_AXES = {
    "AVOID_WRAP": "d",
    "RAY_ATTACKS": "sd",
    **{
        f"{line}_MASK{ex}": "s"
        for line in ("RANK", "FILE", "DIAGONAL", "ANTI_DIAGONAL", "ROOK", "BISHOP", "QUEEN")
        for ex in ("", "_EX")
    },
    "KNIGHT_ATTACKS": "s",
    "KING_ATTACKS": "s",
    "PAWN_ATTACKS": "cs",
    "PIECE_ATTACKS": "ps",
    "BLOCKERS_AND_BEYOND": "ps",
    "BEHIND": "ss",
    "BETWEEN": "ss",
    "LINE": "ss",
}
BIT_SPACE = (
    "FIRST_RANK_ATTACKS",
    "FILL_UP_ATTACKS",
    "A_FILE_ATTACKS",
    "FIRST_RANK_XRAYS",
    "XRAY_FILL_UP_ATTACKS",
    "XRAY_A_FILE_ATTACKS",
)
TABLE_NAMES = [name for name, value in vars(lerf).items() if name.isupper() and isinstance(value, tuple)]
STEPS = {  # dir8 order: (file step, rank step)
    "NOEA": (1, 1),
    "EAST": (1, 0),
    "SOEA": (1, -1),
    "SOUT": (0, -1),
    "SOWE": (-1, -1),
    "WEST": (-1, 0),
    "NOWE": (-1, 1),
    "NORT": (0, 1),
}


def _import(path: Path, name: str):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def mapped(tmp_path_factory) -> Dict[str, Path]:
    """{mapping: the directory its bitboards.py and bitboards.h went to}, each written
    by `python -m bitboard_tables generate --mapping NAME --out DIR`."""
    root = tmp_path_factory.mktemp("mappings")
    (root / ".git").mkdir()  # no pyproject.toml lookup above this directory
    env = dict(os.environ, PYTHONPATH=str(ROOT))

    def generate(name: str) -> Tuple[str, Path]:
        out = root / name
        command = [sys.executable, "-m", "bitboard_tables", "generate", "--mapping", name, "--out", str(out)]
        proc = subprocess.run(command, cwd=root, env=env, capture_output=True, text=True)
        assert proc.returncode == 0, proc.stderr
        return name, out

    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        return dict(pool.map(generate, NAMES))


@pytest.fixture(scope="session")
def modules(mapped) -> Dict[str, object]:
    """{mapping: its bitboards.py, imported}."""
    return {
        name: _import(directory / "bitboards.py", f"bitboards_{name.lower()}") for name, directory in mapped.items()
    }


def test_lerf_outputs_are_the_committed_outputs(mapped):
    for name in ("bitboards.py", "bitboards.h"):
        assert (mapped["LERF"] / name).read_bytes() == (ROOT / "generated" / name).read_bytes()


# --- squares, names, shifts ------------------------------------------------------


@pytest.mark.parametrize("mapping", NAMES)
def test_square_enumerations_and_helpers_follow_the_formula(modules, mapping):
    bb, formula = modules[mapping], FORMULAS[mapping]
    for f in range(8):
        for r in range(8):
            sq = formula(f, r)
            assert getattr(bb, square_name(f, r).upper()) == sq
            assert bb.square(f, r) == sq
            assert (bb.square_file(sq), bb.square_rank(sq)) == (f, r)
    first, second = SQUARE_0_AND_1[mapping]
    assert getattr(bb, first.upper()) == 0 and getattr(bb, second.upper()) == 1


@pytest.mark.parametrize("mapping", NAMES)
def test_dir_shift_is_the_square_difference_of_one_step(modules, mapping):
    bb, formula = modules[mapping], FORMULAS[mapping]
    for d, (name, (df, dr)) in enumerate(STEPS.items()):
        assert getattr(bb, name) == d
        for f in range(8):
            for r in range(8):
                if 0 <= f + df < 8 and 0 <= r + dr < 8:
                    assert formula(f + df, r + dr) - formula(f, r) == bb.DIR_SHIFT[d], (name, f, r)


def test_dir_shift_examples_of_the_issue(modules):
    assert modules["BERLEF"].DIR_SHIFT[lerf.NORT] == -8
    assert modules["LEFR"].DIR_SHIFT[lerf.NORT] == +1
    assert modules["LERF"].DIR_SHIFT == (9, 1, -7, -8, -9, -1, 7, 8)


@pytest.mark.parametrize("mapping", NAMES)
def test_banners_state_the_mapping_and_draw_its_numbers(mapped, mapping):
    formula = FORMULAS[mapping]
    first, second = SQUARE_0_AND_1[mapping]
    board = [f"{r + 1} | " + " ".join(f"{formula(f, r):2d}" for f in range(8)) for r in range(7, -1, -1)]
    for name, comment in (("bitboards.py", "# "), ("bitboards.h", " * "), ("bitboards_sliders.h", " * ")):
        banner = (mapped[mapping] / name).read_text()[:2000]
        said = " ".join(line[len(comment) :] for line in banner.splitlines()[:20])
        assert f"Square mapping {mapping}: square = " in said, name
        assert f"{first} = 0, {second} = 1" in said, name
        lines = [line[len(comment) :].strip() for line in banner.splitlines()]
        start = lines.index(board[0])
        assert lines[start : start + 9] == board + ["a  b  c  d  e  f  g  h"], name


# --- tables ---------------------------------------------------------------------


def test_every_table_is_classified():
    assert set(TABLE_NAMES) == set(SQUARE_AXES) | set(BIT_SPACE) | {"DIR_SHIFT"}


def _indices(data, depth: int):
    """Yields every full index of nested tuples `depth` deep."""
    if depth == 1:
        yield from ((i,) for i in range(len(data)))
        return
    for i, row in enumerate(data):
        for rest in _indices(row, depth - 1):
            yield (i,) + rest


def _at(data, index):
    for i in index:
        data = data[i]
    return data


def permuted_table(name: str, mapping: str):
    """Returns {index in the mapping: P(LERF entry)} for a square-indexed table."""
    perm, axes = PERMUTATIONS[mapping], SQUARE_AXES[name]
    table = getattr(lerf, name)
    return {
        tuple(perm.sq(i) if axis == "s" else i for axis, i in zip(axes, index)): perm.bb(_at(table, index))
        for index in _indices(table, len(axes))
    }


@pytest.mark.parametrize("mapping", [m for m in NAMES if m != "LERF"])
def test_square_indexed_tables_are_the_lerf_tables_permuted(modules, mapping):
    bb = modules[mapping]
    for name in SQUARE_AXES:
        table = getattr(bb, name)
        expected = permuted_table(name, mapping)
        assert len(expected) == len(list(_indices(table, len(SQUARE_AXES[name])))), name
        for index, value in expected.items():
            assert _at(table, index) == value, (name, index)


@pytest.mark.parametrize("mapping", NAMES)
def test_kindergarten_tables_are_the_same_bytes_in_every_mapping(modules, mapping):
    for name in BIT_SPACE:
        assert getattr(modules[mapping], name) == getattr(lerf, name), name


def _lines(mapping: str) -> Tuple[str, str]:
    """Returns (the line a byte holds, the line at one position of every byte)."""
    return ("rank", "file") if mapping in RANK_MAJOR else ("file", "rank")


@pytest.mark.parametrize("mapping", NAMES)
def test_kindergarten_indices_mean_what_the_readme_says(modules, mapping):
    """FIRST_RANK_ATTACKS[occ6][pos] << 8 * byte: the attacks of a slider on square
    8 * byte + pos along the line its byte holds, the byte's inner positions holding
    occ6; FILL_UP_ATTACKS[pos][occ6] holds that in every byte. A_FILE_ATTACKS[byte][idx]
    << pos: the attacks along the line at position pos of every byte, bit i of idx
    being byte 6 - i. The same for the x-ray tables; references walk LERF squares."""
    bb, perm = modules[mapping], PERMUTATIONS[mapping]
    row, column = _lines(mapping)
    for byte in range(8):
        for pos in range(8):
            sq = 8 * byte + pos
            for occ6 in range(64):
                occ = perm.lerf_bb(occ6 << 8 * byte + 1)
                attacks = perm.bb(ref.line_attacks(row, perm.lerf_sq(sq), occ))
                xrays = perm.bb(ref.line_xray(row, perm.lerf_sq(sq), occ))
                assert bb.FIRST_RANK_ATTACKS[occ6][pos] << 8 * byte == attacks, (sq, occ6)
                assert bb.FIRST_RANK_XRAYS[occ6][pos] << 8 * byte == xrays, (sq, occ6)
                assert bb.FILL_UP_ATTACKS[pos][occ6] & 0xFF << 8 * byte == attacks, (sq, occ6)
                assert bb.XRAY_FILL_UP_ATTACKS[pos][occ6] & 0xFF << 8 * byte == xrays, (sq, occ6)
            for idx in range(64):
                occ = perm.lerf_bb(sum(1 << 8 * (6 - i) + pos for i in range(6) if idx >> i & 1))
                attacks = perm.bb(ref.line_attacks(column, perm.lerf_sq(sq), occ))
                xrays = perm.bb(ref.line_xray(column, perm.lerf_sq(sq), occ))
                assert bb.A_FILE_ATTACKS[byte][idx] << pos == attacks, (sq, idx)
                assert bb.XRAY_A_FILE_ATTACKS[byte][idx] << pos == xrays, (sq, idx)


# --- functions --------------------------------------------------------------------

# Argument kinds: b a bitboard (carried by P), s a square (by p), d a direction, p a piece.
SIGNATURES = {
    "rank_attacks": "bs",
    "file_attacks": "bs",
    "diagonal_attacks": "bs",
    "anti_diagonal_attacks": "bs",
    "xray_rank_attacks": "bs",
    "xray_file_attacks": "bs",
    "xray_diagonal_attacks": "bs",
    "xray_anti_diagonal_attacks": "bs",
    "rook_attacks": "bs",
    "bishop_attacks": "bs",
    "queen_attacks": "bs",
    "xray_rook_attacks": "bbs",
    "xray_bishop_attacks": "bbs",
    "piece_attacks": "pbs",
    "pinned": "bbsbb",
    "shift_one": "bd",
    "occluded_fill": "bbd",
    "sliding_attacks": "bbd",
    "xray_attacks": "bbbd",
    "between_slider_and_target": "bbbd",
}
LINE_FUNCTIONS = ("rank_attacks", "file_attacks", "diagonal_attacks", "anti_diagonal_attacks")


def _random_lerf_queries(count: int = 1200, seed: int = 9) -> List[Tuple[str, tuple]]:
    """Returns (function, LERF arguments) pairs: `count` rounds of every function."""
    rng = random.Random(seed)
    edges = [0, FULL, 0xFF818181818181FF, 0x8100000000000081]

    def bitboard():
        if rng.random() < 0.1:
            return rng.choice(edges)
        return rng.getrandbits(64) & rng.getrandbits(64) & (rng.getrandbits(64) | rng.getrandbits(64))

    queries = []
    for _ in range(count):
        sq = rng.randrange(64)
        values = {"s": sq, "d": rng.randrange(8), "p": rng.randrange(6)}
        for name, kinds in SIGNATURES.items():
            args = []
            for k, kind in enumerate(kinds):
                if kind == "b":
                    value = bitboard()
                    args.append(value | 1 << sq if k == 0 and "s" in kinds else value)
                else:
                    args.append(values[kind])
            queries.append((name, tuple(args)))
        occ, own, king_sq, rq, bq = ref.random_position(rng)
        queries.append(("pinned", (occ, own, king_sq, rq, bq)))
    return queries


LERF_QUERIES = _random_lerf_queries()


def _carry(kinds: str, args: tuple, perm) -> tuple:
    return tuple(perm.bb(a) if k == "b" else perm.sq(a) if k == "s" else a for k, a in zip(kinds, args))


@pytest.fixture(scope="session")
def mapped_queries() -> Dict[str, List[Tuple[str, tuple, int]]]:
    """{mapping: [(function, the mapping's arguments, P(the LERF answer))]}."""
    answers = [(name, args, getattr(lerf, name)(*args)) for name, args in LERF_QUERIES]
    out = {}
    for mapping in NAMES:
        perm = PERMUTATIONS[mapping]
        out[mapping] = [(name, _carry(SIGNATURES[name], args, perm), perm.bb(a)) for name, args, a in answers]
    return out


@pytest.mark.parametrize("mapping", NAMES)
def test_functions_on_random_queries_are_the_lerf_answers_carried(modules, mapped_queries, mapping):
    bb = modules[mapping]
    assert len(mapped_queries[mapping]) > 20000
    for name, args, expected in mapped_queries[mapping]:
        assert getattr(bb, name)(*args) == expected, (name, args)


@pytest.mark.parametrize("mapping", NAMES)
def test_bit_scans_in_every_mapping(modules, mapping):
    bb, perm = modules[mapping], PERMUTATIONS[mapping]
    for name, args in LERF_QUERIES[:2000]:
        b = perm.bb(args[0]) | 1 << 63
        assert bb.popcount(b) == bin(b).count("1") and 1 << bb.lsb(b) == b & -b


def _line_masks(mapping: str):
    """Returns [sq][line] the mask of each line through each square, by the permutation."""
    perm = PERMUTATIONS[mapping]
    masks = (lerf.RANK_MASK, lerf.FILE_MASK, lerf.DIAGONAL_MASK, lerf.ANTI_DIAGONAL_MASK)
    return [[perm.bb(m[perm.lerf_sq(sq)]) for m in masks] for sq in range(64)]


@pytest.fixture(scope="session")
def expected_lines() -> Dict[str, List[str]]:
    """{mapping: the driver's `lines` output}: every square, every line, every
    occupancy of the line (carry-rippler order), the attacks and x-rays as the LERF
    module answers them, carried by P."""
    out = {}
    for mapping in NAMES:
        perm = PERMUTATIONS[mapping]
        lines = []
        for sq, masks in enumerate(_line_masks(mapping)):
            s = perm.lerf_sq(sq)
            for line, mask in enumerate(masks):
                attacks_of = getattr(lerf, LINE_FUNCTIONS[line])
                xrays_of = getattr(lerf, "xray_" + LINE_FUNCTIONS[line])
                for occ in ref.subsets(mask):
                    o = perm.lerf_bb(occ)
                    a, x = perm.bb(attacks_of(o, s)), perm.bb(xrays_of(o, s))
                    lines.append(f"{sq} {line} 0x{occ:016x} 0x{a:016x} 0x{x:016x}")
        out[mapping] = lines
    return out


@pytest.mark.parametrize("mapping", NAMES)
def test_line_lookups_on_every_line_occupancy(modules, expected_lines, mapping):
    bb = modules[mapping]
    functions = [(getattr(bb, f), getattr(bb, "xray_" + f)) for f in LINE_FUNCTIONS]
    for text in expected_lines[mapping]:
        sq, line, occ, a, x = (int(v, 0) for v in text.split())
        attacks_of, xrays_of = functions[line]
        assert (attacks_of(occ, sq), xrays_of(occ, sq)) == (a, x), text


# --- C ---------------------------------------------------------------------------


def _driver_tables_source() -> str:
    """Returns C code for print_tables(): every entry of every table, one per line."""
    lines = ["static void print_tables(void) {"]
    for name in TABLE_NAMES:
        value, shape = getattr(lerf, name), []
        while isinstance(value, tuple):
            shape.append(len(value))
            value = value[0]
        idx = [f"i{k}" for k in range(len(shape))]
        entry = f"BB_{name}{''.join(f'[{i}]' for i in idx)}"
        if name == "DIR_SHIFT":
            body = f'printf("{name}{" %d" * len(shape)} %d\\n", {", ".join(idx)}, {entry});'
        else:
            body = f'printf("{name}{" %d" * len(shape)} 0x%016" PRIx64 "\\n", {", ".join(idx)}, (uint64_t){entry});'
        block = "    { int " + ", ".join(idx) + ";\n"
        for k, n in enumerate(shape):
            block += "    " * (k + 2) + f"for (i{k} = 0; i{k} < {n}; i{k}++)\n"
        lines.append(block + "    " * (len(shape) + 2) + body + "\n    }")
    return "\n".join(lines + ["}"]) + "\n"


def _expected_tables(mapping: str) -> List[str]:
    """Returns the driver's `tables` output as the permutation of the LERF tables gives it."""
    out = []
    for name in TABLE_NAMES:
        if name == "DIR_SHIFT":
            formula = FORMULAS[mapping]
            shifts = [formula(3 + df, 3 + dr) - formula(3, 3) for df, dr in STEPS.values()]
            out += [f"DIR_SHIFT {d} {shift}" for d, shift in enumerate(shifts)]
            continue
        table = getattr(lerf, name)
        depth = 1 if not isinstance(table[0], tuple) else 2
        entries = permuted_table(name, mapping) if name in SQUARE_AXES else None
        for index in _indices(table, depth):
            value = entries[index] if entries is not None else _at(table, index)
            out.append(f"{name} {' '.join(map(str, index))} 0x{value:016x}")
    return out


def _expected_squares(mapping: str) -> List[str]:
    formula = FORMULAS[mapping]
    out = [f"square {f} {r} {formula(f, r)}" for f in range(8) for r in range(8)]
    coordinates = {formula(f, r): (f, r) for f in range(8) for r in range(8)}
    out += [f"coordinates {sq} {coordinates[sq][0]} {coordinates[sq][1]}" for sq in range(64)]
    return out + [f"D4 {formula(3, 3)} 8 1"]


def _query_text(queries) -> Tuple[str, List[str]]:
    lines = [name + " " + " ".join(str(a) for a in args) for name, args, _ in queries]
    return "".join(line + "\n" for line in lines), [f"0x{expected:016x}" for _, _, expected in queries]


def _build_driver(compiler: Compiler, include: Path, build: Path) -> Path:
    exe = build / f"driver-{compiler.name}"
    compiler.build([C_DIR / "driver.c"], exe, [include, build])
    return exe


@pytest.fixture(scope="session")
def driver_build(tmp_path_factory) -> Path:
    build = tmp_path_factory.mktemp("mapping-drivers")
    (build / "driver_tables.h").write_text(_driver_tables_source())
    return build


GCC = next(c for c in MATRIX if c.name == "gcc-c99")


@pytest.fixture(scope="session")
def drivers(mapped, driver_build) -> Dict[str, Path]:
    """{mapping: tests/drivers/c/driver.c built by gcc -std=c99 (strict) on the mapping's header}."""
    if not GCC.available:
        pytest.skip("gcc is not installed")

    def one(mapping):
        directory = driver_build / mapping
        directory.mkdir()
        shutil.copy(driver_build / "driver_tables.h", directory)
        return mapping, _build_driver(GCC, mapped[mapping], directory)

    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        return dict(pool.map(one, NAMES))


def _run(exe: Path, text: str) -> List[str]:
    proc = subprocess.run([str(exe)], input=text, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0 and not proc.stderr, proc.stderr[:2000]
    return proc.stdout.splitlines()


def _check_driver(exe: Path, mapping: str, queries, expected_lines: List[str]) -> None:
    assert _run(exe, "tables\n") == _expected_tables(mapping)
    assert _run(exe, "squares\n") == _expected_squares(mapping)
    text, answers = _query_text(queries)
    got = _run(exe, text)
    assert len(got) == len(answers)
    for (name, args, _), want, line in zip(queries, answers, got):
        assert line == want, (name, args)
    assert _run(exe, "lines\n") == expected_lines


@pytest.mark.parametrize("mapping", NAMES)
def test_c_tables_functions_and_helpers_in_every_mapping(drivers, mapped_queries, expected_lines, mapping):
    _check_driver(drivers[mapping], mapping, mapped_queries[mapping], expected_lines[mapping])


@pytest.mark.parametrize("compiler", MATRIX, ids=[c.name for c in MATRIX])
def test_compiler_matrix_on_a_non_lerf_header(mapped, driver_build, mapped_queries, expected_lines, compiler):
    require(compiler)
    directory = driver_build / f"matrix-{compiler.name}"
    directory.mkdir()
    shutil.copy(driver_build / "driver_tables.h", directory)
    exe = _build_driver(compiler, mapped[MATRIX_MAPPING], directory)
    queries = mapped_queries[MATRIX_MAPPING][::4]  # every function, a quarter of the rounds
    _check_driver(exe, MATRIX_MAPPING, queries, expected_lines[MATRIX_MAPPING])


# --- Rust ------------------------------------------------------------------------


@pytest.fixture(scope="session")
def rust_drivers(mapped, tmp_path_factory) -> Dict[str, Path]:
    """{mapping: tests/drivers/rust/driver.rs built by the rustc on PATH on the mapping's module}."""
    NEWEST.require()
    build = tmp_path_factory.mktemp("mapping-rust-drivers")

    def one(mapping):
        return mapping, build_driver(NEWEST, mapped[mapping] / "bitboards.rs", lerf, build / mapping)

    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        return dict(pool.map(one, NAMES))


@pytest.mark.parametrize("mapping", NAMES)
def test_rust_tables_functions_and_helpers_in_every_mapping(rust_drivers, mapped_queries, expected_lines, mapping):
    _check_driver(rust_drivers[mapping], mapping, mapped_queries[mapping], expected_lines[mapping])


@pytest.mark.parametrize("rustc", RUSTCS, ids=RUSTC_IDS)
def test_every_rustc_on_a_non_lerf_module(mapped, mapped_queries, expected_lines, rustc: Rustc, tmp_path):
    exe = build_driver(rustc, mapped[MATRIX_MAPPING] / "bitboards.rs", lerf, tmp_path, opt_level="0")
    queries = mapped_queries[MATRIX_MAPPING][::4]  # every function, a quarter of the rounds
    _check_driver(exe, MATRIX_MAPPING, queries, expected_lines[MATRIX_MAPPING])


# --- perft ----------------------------------------------------------------------


@pytest.fixture(scope="session")
def perft_binaries(mapped, tmp_path_factory) -> Dict[str, Path]:
    """{mapping: tests/perft/perft.c built by `cc -O2 -std=c99 -IDIR` on the mapping's header}."""
    if shutil.which("cc") is None:
        pytest.skip("no C compiler (cc) on PATH")
    build = tmp_path_factory.mktemp("mapping-perft")

    def one(mapping):
        return mapping, build_perft_c(mapped[mapping], build / f"perft-{mapping}")

    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        return dict(pool.map(one, NAMES))


def _compiled_perft(exe: Path, fen: str, depth: int) -> int:
    proc = subprocess.run([str(exe), fen, str(depth)], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0 and proc.stderr == "", proc.stderr
    return int(proc.stdout.splitlines()[-1])


@pytest.fixture(scope="session")
def rust_perft_binaries(mapped, tmp_path_factory) -> Dict[str, Path]:
    """{mapping: tests/perft/perft.rs built by the rustc on PATH (-O) on the mapping's module}."""
    NEWEST.require()
    build = tmp_path_factory.mktemp("mapping-perft-rs")

    def one(mapping):
        return mapping, build_rust_perft(NEWEST, mapped[mapping] / "bitboards.rs", build / f"perft-{mapping}")

    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        return dict(pool.map(one, NAMES))


@pytest.mark.parametrize("language", ["c", "rust"])
@pytest.mark.parametrize("mapping", NAMES)
def test_compiled_perft_counts_the_published_numbers_in_every_mapping(request, language, mapping):
    binaries = "perft_binaries" if language == "c" else "rust_perft_binaries"
    exe = request.getfixturevalue(binaries)[mapping]
    for name, (fen, counts) in CPW_RESULTS.items():
        assert _compiled_perft(exe, fen, 3) == counts[2], name
    assert _compiled_perft(exe, KIWIPETE, 4) == 4085603
    for name, (fen, depth, nodes) in SEDLAK.items():
        assert _compiled_perft(exe, fen, depth) == nodes, name


@pytest.fixture(scope="session")
def movegens(modules) -> Dict[str, object]:
    """{mapping: tests/perft/movegen.py loaded afresh on the mapping's module}: it
    imports `bitboards` first, as it does from a directory on PYTHONPATH."""
    out = {}
    saved = sys.modules.get("bitboards")
    try:
        for mapping, module in modules.items():
            sys.modules["bitboards"] = module
            out[mapping] = _import(MOVEGEN, f"movegen_{mapping.lower()}")
            assert out[mapping].bb is module
    finally:
        if saved is None:
            sys.modules.pop("bitboards", None)
        else:
            sys.modules["bitboards"] = saved
    return out


@pytest.mark.parametrize("mapping", NAMES)
def test_python_perft_counts_the_published_numbers_in_every_mapping(movegens, mapping):
    perft = movegens[mapping]
    for name, (fen, counts) in CPW_RESULTS.items():
        position = perft.parse_fen(fen)
        assert perft.perft(position, 2) == counts[1], name
        divide = perft.divide(position, 3)
        assert sum(n for _, n in divide) == counts[2] and len(divide) == counts[0], name


@pytest.mark.parametrize("mapping", NAMES)
def test_the_perfts_divide_alike_from_the_command_line(mapped, perft_binaries, rust_perft_binaries, mapping):
    """`PYTHONPATH=DIR python -m tests.perft`, perft.c built with -IDIR and perft.rs
    built on DIR/bitboards.rs print the same --divide, in UCI names, for every mapping."""
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(mapped[mapping]), str(ROOT)]))
    python = subprocess.run(
        [sys.executable, "-m", "tests.perft", "--divide", KIWIPETE, "2"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
    )
    c = subprocess.run([str(perft_binaries[mapping]), "--divide", KIWIPETE, "2"], capture_output=True, text=True)
    rust = subprocess.run([str(rust_perft_binaries[mapping]), "--divide", KIWIPETE, "2"], capture_output=True, text=True)
    assert python.returncode == c.returncode == rust.returncode == 0, python.stderr + c.stderr + rust.stderr
    assert python.stdout == c.stdout == rust.stdout
    assert python.stdout.splitlines()[-1] == "2039" and len(python.stdout.splitlines()) == 49


# --- show and diff ---------------------------------------------------------------


def _show(capsys, *args: str) -> str:
    assert cli.main(["show", *args]) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("mapping", NAMES)
def test_show_draws_every_mapping_rank_8_on_top_file_a_left(mapped, capsys, mapping):
    perm = PERMUTATIONS[mapping]
    lerf_text = _show(capsys, "BEHIND", "d4", "g7")
    files = [["--file", str(mapped[mapping] / name)] for name in ("bitboards.h", "bitboards.rs")]
    for args in [["--mapping", mapping], *files]:
        text = _show(capsys, *args, "BEHIND", "d4", "g7")
        head, _, rest = text.partition("\n")
        assert head == f"BEHIND[d4][g7] = 0x{perm.bb(lerf.BEHIND[lerf.D4][lerf.G7]):016x}  (1 square: h8)"
        assert rest == lerf_text.partition("\n")[2]  # the same board, marks and legend
    # A u8 entry is the line a byte holds, its bit i the square at position i of byte 0:
    # a rank drawn left to right, or a file drawn upright. occ6 = 5 blocks positions 1
    # and 3 on both sides of a slider on position 2.
    text = _show(capsys, "--mapping", mapping, "FIRST_RANK_ATTACKS", "5", "2").splitlines()
    f1, r1 = perm.lerf_sq(1) % 8, perm.lerf_sq(1) // 8
    f3, r3 = perm.lerf_sq(3) % 8, perm.lerf_sq(3) // 8
    if mapping in RANK_MAJOR:
        assert text[0] == f"FIRST_RANK_ATTACKS[5][2] = 0x0a  (2 squares: {'abcdefgh'[f1]}, {'abcdefgh'[f3]})"
        assert text[3] == "  a b c d e f g h"
    else:
        assert text[0] == f"FIRST_RANK_ATTACKS[5][2] = 0x0a  (2 squares: rank {r1 + 1}, rank {r3 + 1})"
        assert [line[:2] for line in text[2:10]] == [f"{r} " for r in "87654321"]
        assert [line[2] for line in text[2:10]].count("1") == 2


@pytest.mark.parametrize("mapping", ["BERLEF", "BEFR"])
def test_diff_across_mappings_names_the_mapping_change(mapped, capsys, mapping):
    status = cli.main(["diff", str(mapped["LERF"] / "bitboards.py"), str(mapped[mapping] / "bitboards.py")])
    out = capsys.readouterr().out
    assert status == 1
    assert f"square mapping LERF -> {mapping}" in out
    status = cli.main(["diff", str(mapped[mapping] / "bitboards.h"), str(mapped[mapping] / "bitboards.h")])
    assert status == 0 and "no differences" in capsys.readouterr().out


def test_list_states_each_mapping_by_formula_and_squares_0_and_1(capsys):
    assert cli.main(["list"]) == 0
    rows = {line.split()[0]: line for line in capsys.readouterr().out.splitlines() if line.split()}
    for mapping in NAMES:
        name, rest = rows[mapping].split(None, 1)
        assert rest.startswith(FORMULA_TEXT[mapping] + " ")
        assert rest[len(FORMULA_TEXT[mapping]) :].split()[:2] == list(SQUARE_0_AND_1[mapping])


# --- the documents ----------------------------------------------------------------


def _table_rows(path: Path, first_header: str) -> Dict[str, List[str]]:
    """Returns {first cell: cells} of the Markdown table whose header starts `| first_header`."""
    lines = path.read_text().splitlines()
    start = next(k for k, line in enumerate(lines) if line.startswith(f"| {first_header}"))
    rows = {}
    for line in lines[start + 2 :]:
        if not line.startswith("|"):
            break
        cells = [c.strip() for c in line.strip("|").split("|")]
        rows[cells[0]] = cells
    return rows


def test_readme_and_spec_table_every_mapping_by_formula_and_squares_0_and_1():
    for path in (ROOT / "README.md", ROOT / "SPEC.md"):
        rows = _table_rows(path, "name | square")
        assert list(rows) == list(NAMES), path.name
        for mapping, cells in rows.items():
            assert cells[1:4] == [FORMULA_TEXT[mapping], *SQUARE_0_AND_1[mapping]], (path.name, mapping)
            if len(cells) > 4:
                assert cells[4] == ("a rank" if mapping in RANK_MAJOR else "a file"), mapping


def test_spec_tables_the_kindergarten_indices_of_every_mapping():
    rows = _table_rows(ROOT / "SPEC.md", "mapping | fill-up lookup")
    assert list(rows) == list(NAMES)
    for mapping, cells in rows.items():
        formula = FORMULAS[mapping]
        coordinates = {formula(f, r): (f, r) for f in range(8) for r in range(8)}
        row, column = _lines(mapping)
        assert cells[1:3] == [f"{row}, diagonals", column], mapping

        def names(squares):
            files = {coordinates[sq][0] for sq in squares}
            kind = "file" if len(files) == 8 else "rank"
            named = [
                "abcdefgh"[coordinates[sq][0]] if kind == "file" else str(coordinates[sq][1] + 1) for sq in squares
            ]
            return f"`[{kind}]`: 0..7 = {named[0]}..{named[7]}"

        assert cells[3] == names(range(8)), mapping  # positions 0..7 of byte 0
        assert cells[4] == names(range(0, 64, 8)), mapping  # position 0 of bytes 0..7
