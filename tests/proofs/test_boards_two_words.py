"""The two-word 128-bit bitboard of C (issue 49): where the compiler has no
`unsigned __int128` (i686 gcc) or the user asks for it (`-DBB_TWO_WORDS`), a
board's header declares `bb_bitboard_t` a struct of two 64-bit words and
`BB_BITBOARD(high, low)` its initializer. One C program on the 9x10 header,
built by i686 gcc (natively run, the cross glibc's loader), by x86-64 gcc with
-DBB_TWO_WORDS and the portable bit scans (-DBB_NO_BUILTINS), and by x86-64 gcc
as it is (unsigned __int128), under the C tests' strict flags, prints every entry
of every table (read back against test_boards.py's walk of the board) and the
answers of the header's functions on many values, shifts and squares (against
Python's ints, computed here)."""

from __future__ import annotations

import random
import shutil
import subprocess
from pathlib import Path

import pytest

from bitboard_tables.tables import compute_tables
from tests.drivers.c.build import STRICT
from tests.harness.cross import cross_gcc, emulated, sysroot
from tests.proofs.test_boards import Walk, board_mapping, generated

BOARD, MAPPING = "9x10", "LERF"
FULL = (1 << 128) - 1
# the functions of one bitboard, as Python computes them: (name in the header, its answer, printed as a bitboard)
UNARY = {"not": lambda a, squares: ~a & squares, "is_empty": lambda a, _: int(a == 0), "popcount": lambda a, _: bin(a).count("1"),
         "lsb": lambda a, _: (a & -a).bit_length() - 1 if a else 128}  # fmt: skip
BINARY = {"and": lambda a, b: a & b, "or": lambda a, b: a | b, "xor": lambda a, b: a ^ b, "equal": lambda a, b: int(a == b)}
PRINTED_AS_BITBOARD = {"not", "and", "or", "xor"}


def values(bits: int, squares: int) -> list:
    """Returns the bitboards the functions are asked about: the empty one, the
    board's squares, the squares at each word's edges, and random ones: sparse and
    dense on the board, and of any 128 bits."""
    rng = random.Random(49)
    out = [0, squares, 1, 1 << 63, 1 << 64, 1 << 63 | 1 << 64, 1 << bits - 1, 1 << 127, FULL, (1 << 64) - 1, FULL ^ (1 << 64) - 1]
    for _ in range(40):
        out.append(rng.getrandbits(128) & rng.getrandbits(128) & rng.getrandbits(128) & squares)
        out.append(rng.getrandbits(128) & squares)
        out.append(rng.getrandbits(128))
    return out


def program(tables, vals: list, bits: int) -> str:
    """Returns the C program that prints every entry of `tables` in index order, then
    the functions' answers on `vals`, shifts of 0 to 127 and every square below
    `bits`: a bitboard as 32 hex digits, a number in decimal, one a line."""
    lines = ["#include <stdio.h>", "#include <inttypes.h>", "#define BB_IMPLEMENTATION", "#include HEADER", "",
             "static void put(bb_bitboard_t b) { printf(\"%016\" PRIx64 \"%016\" PRIx64 \"\\n\", bb_high(b), bb_low(b)); }",
             "static void number(int n) { printf(\"%d\\n\", n); }", "",
             "static const bb_bitboard_t VALUES[] = {"]  # fmt: skip
    lines += [f"    BB_BITBOARD(0x{v >> 64:016x}, 0x{v & (1 << 64) - 1:016x})," for v in vals]
    lines += ["};", f"#define N {len(vals)}", "", "int main(void) {", "    int i, n, sq;"]
    lines += ["#if defined(BB_TWO_WORDS)", '    puts("two words");', "#else", '    puts("unsigned __int128");', "#endif"]
    for t in tables:
        loops = "".join(f"for (int i{k} = 0; i{k} < {n}; i{k}++) " for k, n in enumerate(t.shape))
        lines.append(f"    {loops}put(BB_{t.name}{''.join(f'[i{k}]' for k in range(len(t.shape)))});")
    lines += ["    for (i = 0; i < N; i++) {", "        bb_bitboard_t a = VALUES[i], b = VALUES[(i * 7 + 3) % N], c = a;"]
    for name in UNARY:
        lines.append(f"        {'put' if name in PRINTED_AS_BITBOARD else 'number'}(bb_{name}(a));")
    for name in BINARY:
        lines.append(f"        {'put' if name in PRINTED_AS_BITBOARD else 'number'}(bb_{name}(a, b));")
    lines += ["        number(bb_equal(a, bb_bitboard(bb_high(a), bb_low(a))));",
              "        for (n = 0; n < 128 && !bb_is_empty(c); n++) {  /* its squares, lowest first */",
              "            number(bb_lsb(c));", "            c = bb_without_square(c, bb_lsb(c));", "        }", "    }",
              "    for (n = 0; n < 128; n++) {", "        put(bb_shift_left(VALUES[n % N], n));", "        put(bb_shift_right(VALUES[n % N], n));",
              "        put(bb_square_bb(n));", "    }",
              f"    for (sq = 0; sq < {bits}; sq++) {{", "        bb_bitboard_t a = VALUES[sq % N];",
              "        number(bb_has_square(a, sq));", "        put(bb_with_square(a, sq));", "        put(bb_without_square(a, sq));", "    }",
              "    return 0;", "}", ""]  # fmt: skip
    return "\n".join(lines)


def expected(tables, walked: dict, vals: list, bits: int, squares: int) -> list:
    """Returns the lines `program` must print after the name of its representation,
    from the walk's tables and Python's ints."""
    out = []
    bitboard = lambda v: f"{v & FULL:032x}"  # noqa: E731

    def entries(data):
        for row in data:
            if isinstance(row, list):
                yield from entries(row)
            else:
                yield row

    for t in tables:
        out += [bitboard(v) for v in entries(walked[t.name])]
    for i, a in enumerate(vals):
        b = vals[(i * 7 + 3) % len(vals)]
        out += [bitboard(f(a, squares)) if name in PRINTED_AS_BITBOARD else str(f(a, squares)) for name, f in UNARY.items()]
        out += [bitboard(f(a, b)) if name in PRINTED_AS_BITBOARD else str(f(a, b)) for name, f in BINARY.items()]
        out.append("1")
        out += [str(sq) for sq in range(128) if a >> sq & 1]
    for n in range(128):
        a = vals[n % len(vals)]
        out += [bitboard(a << n), bitboard(a >> n), bitboard(1 << n)]
    for sq in range(bits):
        a = vals[sq % len(vals)]
        out += [str(a >> sq & 1), bitboard(a | 1 << sq), bitboard(a & ~(1 << sq))]
    return out


def test_the_two_words_and_the_int128_read_back_and_answer_as_python(tmp_path):
    """The 9x10 header in its three builds: two words on i686 (no unsigned __int128
    there), two words on x86-64 by -DBB_TWO_WORDS with the portable bit scans, and
    unsigned __int128 on x86-64: each program prints the walk's tables and Python's
    answers, line for line."""
    if shutil.which("gcc") is None:
        pytest.skip("no gcc")
    gcc32 = cross_gcc("i686")
    header = generated(tmp_path, BOARD, MAPPING, "--lang", "c") / f"bitboards_{BOARD}.h"
    mapping = board_mapping(BOARD, MAPPING)
    tables = compute_tables(mapping)
    bits = mapping.board.bits(mapping)
    squares = sum(1 << sq for sq, at in enumerate(mapping.squares) if at is not None)
    vals = values(bits, squares)
    source = tmp_path / "two_words.c"
    source.write_text(program(tables, vals, bits))
    want = expected(tables, Walk(BOARD, MAPPING).tables(), vals, bits, squares)
    program_flags = [f'-DHEADER="{header}"', str(source)]
    flags = ["-std=c99", "-O1", *STRICT, *program_flags, "-o"]
    builds = {  # name: (its build, how it runs, the representation it takes)
        "i686": ([gcc32, *flags], lambda program: emulated("i686", program, sysroot("i686")), "two words"),
        "x86-64-two-words": (["gcc", "-DBB_TWO_WORDS", "-DBB_NO_BUILTINS", *flags], lambda program: [str(program)], "two words"),
        "x86-64-int128": (["gcc", *flags], lambda program: [str(program)], "unsigned __int128"),
    }
    for name, (build, command, representation) in builds.items():
        binary = tmp_path / name
        subprocess.run([*build, str(binary)], check=True)
        printed = subprocess.run(command(binary), check=True, capture_output=True, text=True, timeout=20).stdout.splitlines()
        assert printed[0] == representation, (name, printed[0])
        printed = printed[1:]
        wrong = next((k for k, (got, line) in enumerate(zip(printed, want)) if got != line), None)
        assert wrong is None, (name, wrong, printed[wrong], want[wrong])  # the first line that differs
        assert len(printed) == len(want), (name, len(printed), len(want))
    if shutil.which("g++"):  # the header compiles as C++11 too, in both representations
        for defines in (["-DBB_TWO_WORDS"], []):
            subprocess.run(["g++", "-x", "c++", "-std=c++11", "-fsyntax-only", *STRICT, *defines, *program_flags], check=True)
