"""The two-word 128-bit bitboard of C and C++ (issue 49): where the compiler has no
`unsigned __int128` (i686 gcc, tcc, MSVC) or the user asks for it
(`-DB<TAG>_TWO_WORDS`), a board's header declares its bitboard a struct of two
64-bit words (C's `b_bitboard_t`, `B_BITBOARD(high, low)` its initializer; C++'s
`bitboard_t` with an integer's operators), and its functions, the board's lookup
functions and its slider lookups compile on it.

One program a language holds every board past 64 squares that the other board tests
prove (9x9, 9x10, 10x10, 12x10, 16x8), each under its own prefix (C) or namespace
(C++), its header and sliders header. It is built and run on two words by i686 gcc
or g++ (natively run, the cross glibc's loader) and by tcc (no __int128 nor
__GNUC__: the portable bit scans too), and on unsigned __int128 by x86-64 gcc or
g++, under the C and C++ tests' strict flags (-O0: the headers' code is most of a
build's time); x86-64 gcc or g++ with every board's TWO_WORDS, and there the C
headers as C++11, are compiled warning-free. Every build is kept between sessions
(tests/harness/kept.py): a warm run runs the programs alone. Each board's part prints,
against Python's ints computed here:
- its operations on many values, pairs and the two words' edges: not, popcount,
  lsb, and, or, xor, equal, the sum, the difference and the full-width product
  (mod 2**128, the fancy magic's and the kindergarten's multiply, with its
  carries), and each value's squares, lowest first;
- every shift of 0 to 127 both ways and every square's bitboard; each square of the
  board held, added and taken out;
- its fancy magic lookups (rook, bishop, queen), filled at run time by its multiply,
  and its hyperbola lookups (their difference, borrowing across the words, and bit
  reversal), from every square on occupancies of its lines and off them, against a
  walk of the board (test_boards_functions.py's oracle);
- a sample of its lookup functions (the kindergarten lookups that multiply, their
  x-ray, the Kogge-Stone fills; on 9x9 the loops over set bits too), against the
  same walk.
"""

from __future__ import annotations

import random
import shutil
import subprocess
from pathlib import Path

import pytest

from bitboard_tables.functions import BITBOARD, functions_by_name
from tests.drivers.c.build import STRICT, missing
from tests.drivers.cpp.build import CPP_STRICT
from tests.harness.cross import emulated, sysroot, triplet
from tests.proofs.test_boards import LINES, Walk, board_mapping, generated, kept_build
from tests.proofs.test_boards_functions import Oracle

# every board past 64 squares of test_boards_sliders.py (its magics recorded), and the lookup
# functions each is asked (those that multiply, on 16x8 the file's alone, as it has no fill-up tables)
TECHNIQUES = ("magic", "hyperbola")  # the slider lookups asked
FUNCTIONS = "rook_attacks,bishop_attacks,xray_rook_attacks,sliding_attacks,xray_attacks"
BOARDS = {("9x9", "LERF"): FUNCTIONS + ",piece_attacks,pinned", ("9x10", "LEFR"): FUNCTIONS, ("10x10", "LERF"): FUNCTIONS,
          ("12x10", "LERF"): FUNCTIONS, ("16x8", "LERF"): "file_attacks,xray_file_attacks,sliding_attacks,xray_attacks"}  # fmt: skip
FULL = (1 << 128) - 1
BITBOARD_LINE, NUMBER = "put", "number"  # how a program prints an answer: 32 hex digits, or decimal
# what the programs ask of a value a and another b: {name: (how a program prints
# it, the answer from Python's ints a, b and the board's squares)}
ANSWERS = {
    "not": (BITBOARD_LINE, lambda a, b, squares: ~a & FULL),
    "not on the board": (BITBOARD_LINE, lambda a, b, squares: ~a & squares),
    "empty": (NUMBER, lambda a, b, squares: int(a == 0)),
    "popcount": (NUMBER, lambda a, b, squares: bin(a).count("1")),
    "lsb": (NUMBER, lambda a, b, squares: (a & -a).bit_length() - 1 if a else 128),
    "and": (BITBOARD_LINE, lambda a, b, squares: a & b),
    "or": (BITBOARD_LINE, lambda a, b, squares: a | b),
    "xor": (BITBOARD_LINE, lambda a, b, squares: a ^ b),
    "equal": (NUMBER, lambda a, b, squares: int(a == b)),
    "unequal": (NUMBER, lambda a, b, squares: int(a != b)),
    "its halves joined equal": (NUMBER, lambda a, b, squares: 1),
    "sum": (BITBOARD_LINE, lambda a, b, squares: (a + b) & FULL),
    "difference": (BITBOARD_LINE, lambda a, b, squares: (a - b) & FULL),
    "product": (BITBOARD_LINE, lambda a, b, squares: a * b & FULL),
}
# each program's expression of each answer it prints, in order ({p} the board's prefix)
C_ASKS = [("{p}not(a)", "not on the board"), ("{p}is_empty(a)", "empty"), ("{p}popcount(a)", "popcount"), ("{p}lsb(a)", "lsb"),
          ("{p}and(a, b)", "and"), ("{p}or(a, b)", "or"), ("{p}xor(a, b)", "xor"), ("{p}equal(a, b)", "equal"),
          ("{p}equal(a, {p}bitboard({p}high(a), {p}low(a)))", "its halves joined equal"), ("{p}add(a, b)", "sum"),
          ("{p}sub(a, b)", "difference"), ("{p}mul(a, b)", "product")]  # fmt: skip
CPP_ASKS = [("~a", "not"), ("a ? 0 : 1", "empty"), ("popcount(a)", "popcount"), ("lsb(a)", "lsb"), ("a & b", "and"), ("a | b", "or"),
            ("a ^ b", "xor"), ("a == b", "equal"), ("a != b", "unequal"), ("a == bitboard(high(a), low(a))", "its halves joined equal"),
            ("(c = a, c &= b)", "and"), ("(c = a, c |= b)", "or"), ("(c = a, c ^= b)", "xor"), ("a + b", "sum"), ("a - b", "difference"),
            ("a * b", "product")]  # fmt: skip
# the rest each program prints, in its words: the squares of each value, lowest
# first; each shift n of 0 to 127 (of value n % N) and square n's bitboard; each
# square of the board in value sq % N: 1 if it holds the square, with it, without it
C_WORDS = dict(
    lsb="{p}lsb(c)", pop="c = {p}without_square(c, {p}lsb(c))", empty="{p}is_empty(c)",
    shifts=("{p}shift_left(VALUES[n % N], n)", "{p}shift_right(VALUES[n % N], n)", "{p}square_bb(n)"),
    square=("{p}has_square(a, sq)", "{p}with_square(a, sq)", "{p}without_square(a, sq)"),
)  # fmt: skip
CPP_WORDS = dict(
    lsb="lsb(c)", pop="c ^= square_bb(lsb(c))", empty="!c",
    shifts=("VALUES[n % N] << n", "VALUES[n % N] >> n", "square_bb(n)"),
    square=("(a & square_bb(sq)) ? 1 : 0", "a | square_bb(sq)", "a & ~square_bb(sq)"),
)  # fmt: skip
RANGES = {"piece": 6, "dir": 8}  # an integer parameter's values; the others are squares


def values(bits: int, squares: int, rng: random.Random) -> list:
    """Returns the bitboards the functions are asked about: the empty one, the
    board's squares, the squares at each word's edges, each word's every bit (the
    product's carries), and random ones: sparse and dense on the board, and of any
    128 bits."""
    out = [0, squares, 1, 1 << 63, 1 << 64, 1 << 63 | 1 << 64, 1 << bits - 1, 1 << 127, FULL, (1 << 64) - 1, FULL ^ (1 << 64) - 1]
    out += [0xFFFFFFFF << 32, 0xFFFFFFFF << 96 | 0xFFFFFFFF, 0xFFFFFFFF00000000FFFFFFFF00000000]
    for _ in range(24):
        out.append(rng.getrandbits(128) & rng.getrandbits(128) & rng.getrandbits(128) & squares)
        out.append(rng.getrandbits(128) & squares)
        out.append(rng.getrandbits(128))
    return out


class Part:
    """One board's part of a program: its questions and their answers, from Python's
    ints and the walk."""

    def __init__(self, board_text: str, mapping_name: str, functions: str):
        self.board_text, self.tag = board_text, board_text.replace("/", "_")
        mapping = board_mapping(board_text, mapping_name)
        self.bits = mapping.board.bits(mapping)
        self.squares = sum(1 << sq for sq, at in enumerate(mapping.squares) if at is not None)
        self.oracle = Oracle(Walk(board_text, mapping_name))
        rng = random.Random(49)
        self.values = values(self.bits, self.squares, rng)
        on_board = sorted(self.oracle.at)

        def occupancy() -> int:
            return self.squares & rng.getrandbits(128) & rng.getrandbits(128) & (rng.getrandbits(128) if rng.random() < 0.5 else FULL)

        self.slides = [(sq, occupancy()) for sq in on_board for _ in range(2)]
        self.calls = []  # (function, its arguments)
        for name in functions.split(","):
            for _ in range(8):
                args = [occupancy() if kind == BITBOARD else rng.randrange(RANGES[param]) if param in RANGES else rng.choice(on_board)
                        for param, kind in functions_by_name()[name].params]  # fmt: skip
                if name == "pinned":  # (occ, own, king_sq, enemy_rq, enemy_bq): the king own, the enemies not, occ holding them
                    occ, own, king, rq, bq = args
                    own |= 1 << king
                    rq, bq = rq & ~own, bq & ~own
                    args = [occ | own | rq | bq, own, king, rq, bq]
                self.calls.append((name, tuple(args)))

    def expected(self, asks) -> list:
        """Returns the lines the part prints, from Python's ints and the walk."""
        out = []
        bitboard = lambda v: f"{v & FULL:032x}"  # noqa: E731
        vals = self.values
        for i, a in enumerate(vals):
            b = vals[(i * 7 + 3) % len(vals)]
            answers = [ANSWERS[name] for _, name in asks]
            out += [bitboard(f(a, b, self.squares)) if how == BITBOARD_LINE else str(f(a, b, self.squares)) for how, f in answers]
            out += [str(sq) for sq in range(128) if a >> sq & 1]
        for n in range(128):
            a = vals[n % len(vals)]
            out += [bitboard(a << n), bitboard(a >> n), bitboard(1 << n)]
        for sq in range(self.bits):
            a = vals[sq % len(vals)]
            out += [str(a >> sq & 1), bitboard(a | 1 << sq), bitboard(a & ~(1 << sq))]
        for sq, occ in self.slides:
            out += [bitboard(self.oracle.slide(sq, occ, LINES[piece])) for _ in TECHNIQUES for piece in ("ROOK", "BISHOP", "QUEEN")]
        out += [bitboard(self.oracle.answer(name, *args)) for name, args in self.calls]
        return out

    def source(self, cpp: bool) -> str:
        """Returns the part's function, board_<tag>(), in C (or C++)."""
        p = "" if cpp else f"s{self.tag}_"
        t = f"s{self.tag}::bitboard_t" if cpp else f"{p}bitboard_t"
        asks, words = (CPP_ASKS, CPP_WORDS) if cpp else (C_ASKS, C_WORDS)
        made = "bitboard" if cpp else f"S{self.tag.upper()}_BITBOARD"  # of two halves, the high one first

        def const(v: int) -> str:
            return f"{made}(0x{v >> 64:016x}, 0x{v & (1 << 64) - 1:016x})"

        high, low = (f"s{self.tag}::high", f"s{self.tag}::low") if cpp else (f"{p}high", f"{p}low")
        lines = [f"static void put_{self.tag}({t} b) {{ put({high}(b), {low}(b)); }}", "", f"static void board_{self.tag}(void) {{"]
        lines += [f"    using namespace s{self.tag};"] if cpp else [f"    {p}fill_slider_tables();"]
        lines += [f"    static const {t} VALUES[] = {{", *(f"        {const(v)}," for v in self.values), "    };",
                  f"    static const struct {{ int sq; {t} occ; }} SLIDES[] = {{", *(f"        {{{sq}, {const(occ)}}}," for sq, occ in self.slides), "    };",
                  "    int i, n, sq;", "    for (i = 0; i < N; i++) {", f"        {t} a = VALUES[i], b = VALUES[(i * 7 + 3) % N], c = a;"]  # fmt: skip
        put = {BITBOARD_LINE: f"put_{self.tag}", NUMBER: "number"}
        lines += [f"        {put[ANSWERS[name][0]]}({expression.format(p=p)});" for expression, name in asks]
        lines += ["        c = a;", f"        for (n = 0; n < 128 && !({words['empty'].format(p=p)}); n++) {{  /* its squares, lowest first */",
                  f"            number({words['lsb'].format(p=p)});", f"            {words['pop'].format(p=p)};", "        }", "    }",
                  "    for (n = 0; n < 128; n++) {", *(f"        put_{self.tag}({e.format(p=p)});" for e in words["shifts"]), "    }",
                  f"    for (sq = 0; sq < {self.bits}; sq++) {{", f"        {t} a = VALUES[sq % N];",
                  f"        number({words['square'][0].format(p=p)});", f"        put_{self.tag}({words['square'][1].format(p=p)});",
                  f"        put_{self.tag}({words['square'][2].format(p=p)});", "    }",
                  f"    for (i = 0; i < {len(self.slides)}; i++) {{",
                  *(f"        put_{self.tag}({p}{piece}_attacks_{t}(SLIDES[i].occ, SLIDES[i].sq));" for t in TECHNIQUES for piece in ("rook", "bishop", "queen")),
                  "    }"]  # fmt: skip
        for name, args in self.calls:  # a bitboard argument by the function of its halves: C's macro is an initializer
            spelled = [f"{p}bitboard(0x{a >> 64:016x}, 0x{a & (1 << 64) - 1:016x})" if kind == BITBOARD else str(a)
                       for a, (_, kind) in zip(args, functions_by_name()[name].params)]  # fmt: skip
            lines.append(f"    put_{self.tag}({p}{name}({', '.join(spelled)}));")
        return "\n".join(lines + ["}", ""])


def program(parts, cpp: bool) -> str:
    """Returns the C (or C++) program of every board's part, which prints its
    representation ("two words" where every board takes them), then each part's lines."""
    headers = [f'#include "bitboards_sliders_{part.tag}.{"hpp" if cpp else "h"}"' for part in parts]
    lines = ["#include <stdio.h>", "#include <inttypes.h>", *headers, "",
             'static void put(uint64_t high, uint64_t low) { printf("%016" PRIx64 "%016" PRIx64 "\\n", high, low); }',
             'static void number(int n) { printf("%d\\n", n); }', ""]  # fmt: skip
    for part in parts:
        lines += [f"#define N {len(part.values)}", part.source(cpp), "#undef N", ""]
    two = " && ".join(f"defined(S{part.tag.upper()}_TWO_WORDS)" for part in parts)
    lines += ["int main(void) {", f"#if {two}", '    puts("two words");', "#else", '    puts("unsigned __int128");', "#endif"]
    lines += [f"    board_{part.tag}();" for part in parts] + ["    return 0;", "}", ""]
    return "\n".join(lines)


def cross(tool: str) -> str:
    """Returns Debian's i686 cross `tool` (gcc, g++); skips the test without it, or fails under CI."""
    path = shutil.which(f"{triplet('i686')}-{tool}")
    return path or missing(f"{triplet('i686')}-{tool} (Debian's {tool}-{triplet('i686')})")


@pytest.fixture(scope="module")
def written(tmp_path_factory) -> Path:
    """Returns the directory of every board's headers and sliders headers in C and C++,
    each under its prefix S<TAG> (C++: the namespace s<tag>), written once."""
    root = tmp_path_factory.mktemp("two_words")
    for (board_text, mapping_name), functions in BOARDS.items():
        generated(root, board_text, mapping_name, "--lang", "c,cpp", "--prefix", f"S{board_text.upper()}", "--only", functions)
    return root


def laid_out(written: Path, build: Path, suffix: str) -> Path:
    """Returns `build`, made, holding every board's files of `suffix` (h, hpp) from `written`."""
    build.mkdir()
    for path in written.glob(f"*/*.{suffix}"):
        shutil.copy(path, build)
    return build


@pytest.mark.timeout(180)  # four builds of five boards' code, each under the other tests' load
@pytest.mark.parametrize("language", ["c", "cpp"])
def test_every_board_on_two_words_and_on_int128_answers_as_python_and_the_walk(language, written, tmp_path):
    """Every board past 64 squares in one program, built on two words (i686, x86-64 by
    the switch, tcc) and on unsigned __int128: each build prints Python's answers and
    the walk's, line for line."""
    cpp = language == "cpp"
    native = "g++" if cpp else "gcc"
    if shutil.which(native) is None:
        missing(native)
    cross32 = cross(native)
    build = laid_out(written, tmp_path / language, "hpp" if cpp else "h")
    parts = [Part(*board, functions) for board, functions in BOARDS.items()]
    source = build / f"two_words.{'cpp' if cpp else 'c'}"
    source.write_text(program(parts, cpp))
    want = [line for part in parts for line in part.expected(CPP_ASKS if cpp else C_ASKS)]
    strict = ["-std=c++17" if cpp else "-std=c99", *(CPP_STRICT if cpp else STRICT), "-Wno-unused-function", str(source)]
    switches = [f"-DS{part.tag.upper()}_TWO_WORDS" for part in parts]
    builds = {  # name: (its build, how it runs, the representation it takes); -O0: the headers' code is most of the build's time
        "i686": ([cross32, "-O0", *strict, "-o"], lambda program: emulated("i686", program, sysroot("i686")), "two words"),
        "x86-64-int128": ([native, "-O0", *strict, "-o"], lambda program: [str(program)], "unsigned __int128"),
    }
    if not cpp and shutil.which("tcc"):  # no __int128 nor __GNUC__: two words and the portable bit scans, on x86-64
        builds["tcc"] = (["tcc", "-std=c99", "-Wall", "-Werror", str(source), "-o"], lambda program: [str(program)], "two words")
    for name, (command, run, representation) in builds.items():
        binary = tmp_path / name
        kept_build([*command, binary], build)
        printed = subprocess.run(run(binary), check=True, capture_output=True, text=True, timeout=60).stdout.splitlines()
        assert printed[0] == representation, (name, printed[0])
        printed = printed[1:]
        wrong = next((k for k, (got, line) in enumerate(zip(printed, want)) if got != line), None)
        assert wrong is None, (name, wrong, printed[wrong], want[wrong])  # the first line that differs
        assert len(printed) == len(want), (name, len(printed), len(want))
    # the switch on x86-64 (two words where __int128 is), warning-free; the C headers on it as C++11 too
    # (compiled to an object, which is kept as a program is)
    checks = [[native, *switches, *strict]] + [["g++", "-x", "c++", "-std=c++11", *switches, *strict[1:]]] * (not cpp and bool(shutil.which("g++")))
    for k, check in enumerate(checks):
        kept_build([*check, "-c", "-o", tmp_path / f"switched{k}.o"], build)
