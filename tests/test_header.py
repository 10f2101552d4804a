"""The C header: compiles cleanly across the compiler matrix, holds the same tables
as the Python module, and its functions give the same answers as Python's.

One driver program (tests/c/driver.c) is built with every compiler of the
matrix, including a build that forces the portable bit scans and one under
AddressSanitizer and UndefinedBehaviorSanitizer; each build answers the same
queries, and every answer must equal the Python module's and the brute-force
reference's.
"""

from __future__ import annotations

import os
import random
import subprocess
from concurrent.futures import ThreadPoolExecutor

import pytest

from generated import bitboards as bb
from tests import reference as ref
from tests.cbuild import C_DIR, GENERATED, MATRIX, Compiler

TABLE_NAMES = [
    name
    for name, value in vars(bb).items()
    if name.isupper() and isinstance(value, tuple)
]


def _driver_tables_source() -> str:
    """Returns C code for print_tables(): every entry of every table, one per line."""
    lines = ["static void print_tables(void) {"]
    for name in TABLE_NAMES:
        shape = []
        value = getattr(bb, name)
        while isinstance(value, tuple):
            shape.append(len(value))
            value = value[0]
        idx = [f"i{k}" for k in range(len(shape))]
        body = f'printf("{name}{" %d" * len(shape)} %lld\\n", {", ".join(idx)}, (long long)BB_{name}{"".join(f"[{i}]" for i in idx)});'
        if name not in ("DIR_SHIFT",):
            body = (
                f'printf("{name}{" %d" * len(shape)} 0x%016" PRIx64 "\\n", {", ".join(idx)}, '
                f'(uint64_t)BB_{name}{"".join(f"[{i}]" for i in idx)});'
            )
        block = "    { int " + ", ".join(idx) + ";\n"
        for k, n in enumerate(shape):
            block += "    " * (k + 2) + f"for (i{k} = 0; i{k} < {n}; i{k}++)\n"
        block += "    " * (len(shape) + 2) + body + "\n    }"
        lines.append(block)
    lines.append("}")
    return "\n".join(lines) + "\n"


@pytest.fixture(scope="session")
def drivers(tmp_path_factory):
    """Returns {compiler name: path of the built driver} for the available compilers."""
    build = tmp_path_factory.mktemp("drivers")
    (build / "driver_tables.h").write_text(_driver_tables_source())

    def one(compiler: Compiler):
        if not compiler.available:
            return compiler.name, None
        exe = build / f"driver-{compiler.name}"
        compiler.build([C_DIR / "driver.c"], exe, [GENERATED, build])
        return compiler.name, exe

    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        return dict(pool.map(one, MATRIX))


def _driver(drivers, compiler: Compiler):
    exe = drivers[compiler.name]
    if exe is None:
        if os.environ.get("CI"):
            pytest.fail(f"{compiler.command[0]} is missing; .ci/run installs it")
        pytest.skip(f"{compiler.command[0]} is not installed")
    return exe


def _run(exe, text: str) -> list:
    proc = subprocess.run([str(exe)], input=text, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0 and not proc.stderr, proc.stderr[:2000]
    return proc.stdout.splitlines()


MATRIX_IDS = [c.name for c in MATRIX]


@pytest.mark.parametrize("compiler", MATRIX, ids=MATRIX_IDS)
def test_every_table_entry_equals_python(drivers, compiler):
    out = _run(_driver(drivers, compiler), "tables\n")
    expected = []
    for name in TABLE_NAMES:
        def walk(value, idx):
            if isinstance(value, tuple):
                for i, v in enumerate(value):
                    walk(v, idx + [i])
            elif name == "DIR_SHIFT":
                expected.append(f"{name} {' '.join(map(str, idx))} {value}")
            else:
                expected.append(f"{name} {' '.join(map(str, idx))} 0x{value:016x}")

        walk(getattr(bb, name), [])
    assert len(out) == len(expected)
    assert out == expected


LINES = ("rank", "file", "diagonal", "anti_diagonal")  # the driver's line order


@pytest.fixture(scope="session")
def expected_lines():
    """Returns the driver's `lines` output computed by brute force."""
    masks = (bb.RANK_MASK, bb.FILE_MASK, bb.DIAGONAL_MASK, bb.ANTI_DIAGONAL_MASK)
    out = []
    for sq in range(64):
        for line in range(4):
            for occ in ref.subsets(masks[line][sq]):
                a = ref.line_attacks(LINES[line], sq, occ)
                x = ref.line_xray(LINES[line], sq, occ)
                out.append(f"{sq} {line} 0x{occ:016x} 0x{a:016x} 0x{x:016x}")
    return out


@pytest.mark.parametrize("compiler", MATRIX, ids=MATRIX_IDS)
def test_line_functions_exhaustive_against_brute_force(drivers, compiler, expected_lines):
    out = _run(_driver(drivers, compiler), "lines\n")
    assert len(out) == len(expected_lines)
    for got, want in zip(out, expected_lines):
        assert got == want


def _random_queries(seed: int = 2024, count: int = 1500) -> list:
    """Returns (command line, Python result) pairs for every non-line function."""
    rng = random.Random(seed)
    full = (1 << 64) - 1
    edges = [0, full, 0xFF818181818181FF, 0x8100000000000081]  # empty, full, outer ring, corners

    def occupancy():
        if rng.random() < 0.1:
            return rng.choice(edges)
        return rng.getrandbits(64) & rng.getrandbits(64) & (rng.getrandbits(64) | rng.getrandbits(64))

    queries = []
    for _ in range(count):
        sq = rng.randrange(64)
        occ = occupancy() | (1 << sq)
        blockers = occ & rng.getrandbits(64)
        d = rng.randrange(8)
        sliders, targets = rng.getrandbits(64) & rng.getrandbits(64), rng.getrandbits(64) & rng.getrandbits(64)
        empty = ~occupancy() & full
        b = rng.getrandbits(64) | 1 << rng.randrange(64)
        piece = rng.randrange(6)
        queries += [
            (f"lsb {b}", str(bb.lsb(b))),
            (f"popcount {b}", str(bb.popcount(b))),
            (f"rook_attacks {occ} {sq}", bb.rook_attacks(occ, sq)),
            (f"bishop_attacks {occ} {sq}", bb.bishop_attacks(occ, sq)),
            (f"queen_attacks {occ} {sq}", bb.queen_attacks(occ, sq)),
            (f"xray_rook_attacks {occ} {blockers} {sq}", bb.xray_rook_attacks(occ, blockers, sq)),
            (f"xray_bishop_attacks {occ} {blockers} {sq}", bb.xray_bishop_attacks(occ, blockers, sq)),
            (f"piece_attacks {piece} {occ} {sq}", bb.piece_attacks(piece, occ, sq)),
            (f"shift_one {b} {d}", bb.shift_one(b, d)),
            (f"occluded_fill {sliders} {empty} {d}", bb.occluded_fill(sliders, empty, d)),
            (f"sliding_attacks {sliders} {empty} {d}", bb.sliding_attacks(sliders, empty, d)),
            (f"xray_attacks {sliders} {empty} {blockers} {d}", bb.xray_attacks(sliders, empty, blockers, d)),
            (
                f"between_slider_and_target {sliders} {empty} {targets} {d}",
                bb.between_slider_and_target(sliders, empty, targets, d),
            ),
        ]
    for _ in range(count // 3):
        occ, own, king_sq, rq, bq = ref.random_position(rng)
        queries.append((f"pinned {occ} {own} {king_sq} {rq} {bq}", bb.pinned(occ, own, king_sq, rq, bq)))
    return [(q, r if isinstance(r, str) else f"0x{r:016x}") for q, r in queries]


@pytest.fixture(scope="session")
def random_queries():
    return _random_queries()


@pytest.mark.parametrize("compiler", MATRIX, ids=MATRIX_IDS)
def test_random_queries_same_in_c_and_python(drivers, compiler, random_queries):
    out = _run(_driver(drivers, compiler), "".join(q + "\n" for q, _ in random_queries))
    assert len(out) == len(random_queries)
    for (query, want), got in zip(random_queries, out):
        assert got == want, query


def _lowest_square(b: int) -> int:
    return ref.squares_of(b)[0]


# name -> brute-force reference taking the query's arguments in the same order
BRUTE_FORCE = {
    "lsb": _lowest_square,
    "popcount": lambda b: len(ref.squares_of(b)),
    "rook_attacks": ref.rook_attacks,
    "bishop_attacks": ref.bishop_attacks,
    "queen_attacks": ref.queen_attacks,
    "xray_rook_attacks": lambda occ, blockers, sq: ref.xray_modifying_occupancy(sq, occ, blockers, ref.ORTHOGONAL),
    "xray_bishop_attacks": lambda occ, blockers, sq: ref.xray_modifying_occupancy(sq, occ, blockers, ref.DIAGONAL),
    "piece_attacks": lambda piece, occ, sq: 0 if piece == ref.PAWN else ref.piece_attacks(piece, sq, occ),
    "pinned": ref.pinned,
    "shift_one": ref.shift_one,
    "occluded_fill": ref.occluded_fill,
    "sliding_attacks": ref.sliding_attacks,
    "xray_attacks": ref.xray_attacks,
    "between_slider_and_target": ref.between_slider_and_target,
}


def test_the_expected_answers_equal_brute_force(random_queries):
    """Closes the loop: the answers every C build is held to are the brute-force ones."""
    for query, want in random_queries:
        name, *args = query.split()
        expected = BRUTE_FORCE[name](*(int(a) for a in args))
        assert want == (str(expected) if name in ("lsb", "popcount") else f"0x{expected:016x}"), query


@pytest.mark.parametrize("compiler", [c for c in MATRIX if c.name in ("gcc-c99", "g++-c++17", "clang-c11", "tcc-c99")], ids=lambda c: c.name)
def test_several_translation_units_link(tmp_path, compiler):
    if not compiler.available:
        if os.environ.get("CI"):
            pytest.fail(f"{compiler.command[0]} is missing; .ci/run installs it")
        pytest.skip(f"{compiler.command[0]} is not installed")
    exe = tmp_path / "two_units"
    compiler.build([C_DIR / "unit_a.c", C_DIR / "unit_b.c"], exe, [GENERATED])
    proc = subprocess.run([str(exe)], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    # unit_a: queen on d4, empty board; unit_b: rook on a1 with a blocker on a4
    assert proc.stdout.split() == ["27", str(bin(bb.rook_attacks(1 << 24, 0)).count("1"))]
