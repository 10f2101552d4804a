"""The two-word 128-bit bitboard of C and C++ (issue 49): where the compiler has
no `unsigned __int128` (i686 gcc) or the user asks for it (`-DBB_TWO_WORDS`), a
board's header declares its bitboard a struct of two 64-bit words (C's
`bb_bitboard_t`, `BB_BITBOARD(high, low)` its initializer; C++'s `bitboard_t`
with an integer's operators). One program a language on the 9x10 header, built
by i686 gcc or g++ (natively run, the cross glibc's loader), by x86-64 gcc or
g++ with -DBB_TWO_WORDS (C's with the portable bit scans, -DBB_NO_BUILTINS),
and by x86-64 gcc or g++ as it is (unsigned __int128), under the C and C++
tests' strict flags, prints its representation, every entry of every table
(read back against test_boards.py's walk of the board) and the answers of the
header's functions and operators on many values, shifts and squares (against
Python's ints, computed here)."""

from __future__ import annotations

import random
import shutil
import subprocess

import pytest

from bitboard_tables.tables import compute_tables
from tests.drivers.c.build import STRICT, missing
from tests.drivers.cpp.build import CPP_STRICT
from tests.harness.cross import emulated, sysroot, triplet
from tests.proofs.test_boards import Walk, board_mapping, generated

BOARD, MAPPING = "9x10", "LEFR"  # its magics recorded: the sliders file, left out in two words, is included too
FULL = (1 << 128) - 1
BITBOARD, NUMBER = "put", "number"  # how a program prints an answer: 32 hex digits, or decimal
# what the programs ask of a value a and another b: {name: (how a program prints
# it, the answer from Python's ints a, b and the board's squares)}
ANSWERS = {
    "not": (BITBOARD, lambda a, b, squares: ~a & FULL),
    "not on the board": (BITBOARD, lambda a, b, squares: ~a & squares),
    "empty": (NUMBER, lambda a, b, squares: int(a == 0)),
    "popcount": (NUMBER, lambda a, b, squares: bin(a).count("1")),
    "lsb": (NUMBER, lambda a, b, squares: (a & -a).bit_length() - 1 if a else 128),
    "and": (BITBOARD, lambda a, b, squares: a & b),
    "or": (BITBOARD, lambda a, b, squares: a | b),
    "xor": (BITBOARD, lambda a, b, squares: a ^ b),
    "equal": (NUMBER, lambda a, b, squares: int(a == b)),
    "unequal": (NUMBER, lambda a, b, squares: int(a != b)),
    "its halves joined equal": (NUMBER, lambda a, b, squares: 1),
}
# each program's expression of each answer it prints, in order
C_ASKS = [("bb_not(a)", "not on the board"), ("bb_is_empty(a)", "empty"), ("bb_popcount(a)", "popcount"), ("bb_lsb(a)", "lsb"),
          ("bb_and(a, b)", "and"), ("bb_or(a, b)", "or"), ("bb_xor(a, b)", "xor"), ("bb_equal(a, b)", "equal"),
          ("bb_equal(a, bb_bitboard(bb_high(a), bb_low(a)))", "its halves joined equal")]  # fmt: skip
CPP_ASKS = [("~a", "not"), ("a ? 0 : 1", "empty"), ("popcount(a)", "popcount"), ("lsb(a)", "lsb"), ("a & b", "and"), ("a | b", "or"),
            ("a ^ b", "xor"), ("a == b", "equal"), ("a != b", "unequal"), ("a == bitboard(high(a), low(a))", "its halves joined equal"),
            ("(c = a, c &= b)", "and"), ("(c = a, c |= b)", "or"), ("(c = a, c ^= b)", "xor")]  # fmt: skip
# the rest each program prints, in its words: the squares of each value, lowest
# first; each shift n of 0 to 127 (of value n % N) and square n's bitboard; each
# square of the board in value sq % N: 1 if it holds the square, with it, without it
C_WORDS = dict(
    lsb="bb_lsb(c)", pop="c = bb_without_square(c, bb_lsb(c))", empty="bb_is_empty(c)",
    shifts=("bb_shift_left(VALUES[n % N], n)", "bb_shift_right(VALUES[n % N], n)", "bb_square_bb(n)"),
    square=("bb_has_square(a, sq)", "bb_with_square(a, sq)", "bb_without_square(a, sq)"),
)  # fmt: skip
CPP_WORDS = dict(
    lsb="lsb(c)", pop="c ^= square_bb(lsb(c))", empty="!c",
    shifts=("VALUES[n % N] << n", "VALUES[n % N] >> n", "square_bb(n)"),
    square=("(a & square_bb(sq)) ? 1 : 0", "a | square_bb(sq)", "a & ~square_bb(sq)"),
)  # fmt: skip


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


def program(cpp: bool, tables, vals: list, bits: int) -> str:
    """Returns the C (or C++) program that prints its representation, every entry of
    `tables` in index order, then the answers on `vals`, shifts of 0 to 127 and every
    square below `bits`: a bitboard as 32 hex digits, a number in decimal, one a line."""
    asks, words = (CPP_ASKS, CPP_WORDS) if cpp else (C_ASKS, C_WORDS)
    t_, high, low = ("bitboard_t", "high", "low") if cpp else ("bb_bitboard_t", "bb_high", "bb_low")
    lines = ["#include <stdio.h>", "#include <inttypes.h>", "#define BB_IMPLEMENTATION", "#include HEADER"]
    lines += ["using namespace bitboards;"] if cpp else []
    lines += ["", f'static void put({t_} b) {{ printf("%016" PRIx64 "%016" PRIx64 "\\n", {high}(b), {low}(b)); }}',
              'static void number(int n) { printf("%d\\n", n); }', "", f"static const {t_} VALUES[] = {{"]  # fmt: skip
    constant = "bitboard" if cpp else "BB_BITBOARD"  # of two halves, the high one first
    lines += [f"    {constant}(0x{v >> 64:016x}, 0x{v & (1 << 64) - 1:016x})," for v in vals]
    lines += ["};", f"#define N {len(vals)}", "", "int main(void) {", "    int i, n, sq;"]
    lines += ["#if defined(BB_TWO_WORDS)", '    puts("two words");', "#else", '    puts("unsigned __int128");', "#endif"]
    for t in tables:
        loops = "".join(f"for (int i{k} = 0; i{k} < {n}; i{k}++) " for k, n in enumerate(t.shape))
        put = "put" if t.element == "u128" else "number"  # DIR_SHIFT's and FIRST_RANK_ATTACKS' numbers
        lines.append(f"    {loops}{put}({'' if cpp else 'BB_'}{t.name}{''.join(f'[i{k}]' for k in range(len(t.shape)))});")
    lines += ["    for (i = 0; i < N; i++) {", f"        {t_} a = VALUES[i], b = VALUES[(i * 7 + 3) % N], c = a;"]
    lines += [f"        {ANSWERS[name][0]}({expression});" for expression, name in asks]
    lines += ["        c = a;", f"        for (n = 0; n < 128 && !({words['empty']}); n++) {{  /* its squares, lowest first */",
              f"            number({words['lsb']});", f"            {words['pop']};", "        }", "    }",
              "    for (n = 0; n < 128; n++) {", *[f"        put({e});" for e in words["shifts"]], "    }",
              f"    for (sq = 0; sq < {bits}; sq++) {{", f"        {t_} a = VALUES[sq % N];",
              f"        number({words['square'][0]});", f"        put({words['square'][1]});", f"        put({words['square'][2]});", "    }",
              "    return 0;", "}", ""]  # fmt: skip
    return "\n".join(lines)


def expected(asks, tables, walked: dict, vals: list, bits: int, squares: int) -> list:
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
        out += [bitboard(v) if t.element == "u128" else str(v) for v in entries(walked[t.name])]
    for i, a in enumerate(vals):
        b = vals[(i * 7 + 3) % len(vals)]
        answers = [ANSWERS[name] for _, name in asks]
        out += [bitboard(f(a, b, squares)) if how == BITBOARD else str(f(a, b, squares)) for how, f in answers]
        out += [str(sq) for sq in range(128) if a >> sq & 1]
    for n in range(128):
        a = vals[n % len(vals)]
        out += [bitboard(a << n), bitboard(a >> n), bitboard(1 << n)]
    for sq in range(bits):
        a = vals[sq % len(vals)]
        out += [str(a >> sq & 1), bitboard(a | 1 << sq), bitboard(a & ~(1 << sq))]
    return out


def cross(tool: str) -> str:
    """Returns Debian's i686 cross `tool` (gcc, g++); skips the test without it, or fails under CI."""
    path = shutil.which(f"{triplet('i686')}-{tool}")
    return path or missing(f"{triplet('i686')}-{tool} (Debian's {tool}-{triplet('i686')})")


@pytest.mark.parametrize("language", ["c", "cpp"])
def test_the_two_words_and_the_int128_read_back_and_answer_as_python(language, tmp_path):
    """The 9x10 header in its three builds: two words on i686 (no unsigned __int128
    there), two words on x86-64 by -DBB_TWO_WORDS (C's with the portable bit
    scans), and unsigned __int128 on x86-64: each program prints the walk's tables
    and Python's answers, line for line."""
    cpp = language == "cpp"
    native = "g++" if cpp else "gcc"
    if shutil.which(native) is None:
        missing(native)
    cross32 = cross(native)
    header = generated(tmp_path, BOARD, MAPPING, "--lang", language) / f"bitboards_sliders_{BOARD}.{'hpp' if cpp else 'h'}"
    mapping = board_mapping(BOARD, MAPPING)
    tables = compute_tables(mapping)
    bits = mapping.board.bits(mapping)
    squares = sum(1 << sq for sq, at in enumerate(mapping.squares) if at is not None)
    vals = values(bits, squares)
    source = tmp_path / f"two_words.{'cpp' if cpp else 'c'}"
    source.write_text(program(cpp, tables, vals, bits))
    want = expected(CPP_ASKS if cpp else C_ASKS, tables, Walk(BOARD, MAPPING).tables(), vals, bits, squares)
    program_flags = [f'-DHEADER="{header}"', str(source)]
    flags = ["-std=c++17" if cpp else "-std=c99", "-O1", *(CPP_STRICT if cpp else STRICT), *program_flags, "-o"]
    two_words = ["-DBB_TWO_WORDS"] if cpp else ["-DBB_TWO_WORDS", "-DBB_NO_BUILTINS"]
    builds = {  # name: (its build, how it runs, the representation it takes)
        "i686": ([cross32, *flags], lambda program: emulated("i686", program, sysroot("i686")), "two words"),
        "x86-64-two-words": ([native, *two_words, *flags], lambda program: [str(program)], "two words"),
        "x86-64-int128": ([native, *flags], lambda program: [str(program)], "unsigned __int128"),
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
    if not cpp and shutil.which("g++"):  # the C header compiles as C++11 too, in both representations
        for defines in (["-DBB_TWO_WORDS"], []):
            subprocess.run(["g++", "-x", "c++", "-std=c++11", "-fsyntax-only", *STRICT, *defines, *program_flags], check=True)
