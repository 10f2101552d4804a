"""The lookup functions of boards other than 8x8 (issue 49, SPEC.md "Boards other
than 8x8"): the kindergarten line lookups and their x-rays, rook, bishop and queen,
the modifying-occupancy x-rays, piece_attacks, pinned and the Kogge-Stone fills, on 5x5, 9x10 in LEFR
(xiangqi's file-major numbering) and 12x10 (128 bits), and 4x8 in LERF, whose files
no a-file lookup serves (8 ranks of 4 bits): which functions each board has, and
every answer of the model's bodies (function_bodies.py, evaluated in Python) and
of each language's output to many questions, against a slider walked on the board
here (test_boards.py's `Walk`); over every occupancy of the line where it is small
(5x5), a seeded sample elsewhere. Python's module imported per board; Rust, Zig,
C (its checked mode on) and C++ each one program over the four boards' files, kept
between runs (tests/harness/kept.py). Go, Java, C#, JavaScript and Nim, which
write boards within 64 bits, answer a sample of the same questions in
test_boards_languages.py's one program each (`narrow_calls`)."""

from __future__ import annotations

import importlib.util
import json
import random
import shutil
import subprocess
from functools import lru_cache
from pathlib import Path

import pytest

from bitboard_tables.function_bodies import evaluated_functions, square_formulas
from bitboard_tables.functions import BITBOARD, INTEGER, NAME, functions_by_name
from bitboard_tables.languages.language import camel_case, pascal_case
from bitboard_tables.mapping import MAPPINGS
from tests.harness import kept
from tests.oracles.board_engine import engine_tables
from tests.proofs.test_boards import COMPASS, LINES, Walk, board_mapping, generated

BOARDS = [("5x5", "LERF"), ("9x10", "LEFR"), ("12x10", "LERF"), ("4x8", "LERF")]
LINE_OF = {"rank": "RANK", "file": "FILE", "diagonal": "DIAGONAL", "anti_diagonal": "ANTI_DIAGONAL"}
PIECES = [None, None, LINES["BISHOP"], LINES["ROOK"], LINES["QUEEN"], None]  # PAWN..KING: the sliders' lines
KNIGHT = [(a, b) for a in (-2, -1, 1, 2) for b in (-2, -1, 1, 2) if abs(a) != abs(b)]
KOGGE_STONE = ("shift_one", "occluded_fill", "sliding_attacks", "xray_attacks", "between_slider_and_target")
# the square helpers, popcount, names and the squares of a bitboard: every board's (no table read)
SQUARE_API = ("square", "square_file", "square_rank", "popcount", "square_name", "parse_square", "squares")
# the engine tables' lookups (SPEC.md's "distance" to "adjacent_files"): every board's; their answers
# the engine tables of tests/oracles/board_engine.py read at the square's file or rank
ENGINE = ("distance", "manhattan_distance", "forward_ranks", "forward_file", "pawn_attack_span", "passed_pawn_span", "adjacent_files")
NO_SQUARE = 0xFFFF  # what each program prints for parse_square's "no square" (-1, None, null, false)


def name_of(f: int, r: int) -> str:
    """A square's name written here: its file's letter, then its rank's number."""
    return "abcdefghijklmnop"[f] + str(r + 1)


def folded(squares) -> int:
    """The squares of a bitboard in their order, folded into one number as each program
    folds what its `squares` yields: h = 131 h + sq + 1 (mod 2**64)."""
    h = 0
    for sq in squares:
        h = (h * 131 + sq + 1) % 2**64
    return h


class Oracle:
    """The answers by walking: squares as (file, rank), sets of them, each function's
    meaning (SPEC.md, Lookup functions) written out on the board's squares."""

    def __init__(self, walk: Walk):
        self.walk = walk
        self.at = {walk.number(f, r): (f, r) for f, r in walk.squares}
        self.named = {name_of(f, r): sq for sq, (f, r) in self.at.items()}

    def squares_of(self, b: int) -> set:
        return {self.at[sq] for sq in self.at if b >> sq & 1}

    def slide(self, sq: int, occ: int, steps) -> int:
        return self.walk.set_of(self.walk.attacks(*self.at[sq], steps, self.squares_of(occ)))

    def xray(self, sq: int, occ: int, steps) -> int:
        attacks = self.slide(sq, occ, steps)
        return attacks ^ self.slide(sq, occ & ~attacks, steps)

    def answer(self, name: str, *args: int) -> int:
        kind = name.replace("xray_", "").replace("_attacks", "")
        if name == "square_bb":
            return 1 << args[0]
        if name in SQUARE_API:
            return self.square_api(name, args[0] if len(args) == 1 else args)
        if name == "lsb":
            return (args[0] & -args[0]).bit_length() - 1 if args[0] else self.width
        if name == "piece_attacks":
            piece, occ, sq = args
            f, r = self.at[sq]
            if piece in (1, 5):
                return self.walk.leaps(f, r, KNIGHT if piece == 1 else COMPASS)
            return self.slide(sq, occ, PIECES[piece]) if PIECES[piece] else 0
        if name == "pinned":
            return self.pinned(*args)
        if name in ENGINE:
            return self.engine(name, *args)
        if name in KOGGE_STONE:
            return self.kogge_stone(name, *args)
        if name in ("xray_rook_attacks", "xray_bishop_attacks"):
            occ, blockers, sq = args
            steps = LINES[kind.upper()]
            attacks = self.slide(sq, occ, steps)
            return attacks ^ self.slide(sq, occ ^ (blockers & attacks), steps)
        steps = LINES[LINE_OF.get(kind, kind.upper())]
        return (self.xray if name.startswith("xray_") else self.slide)(args[1], args[0], steps)

    def engine(self, name: str, *args: int) -> int:
        if not hasattr(self, "tables"):
            self.tables = engine_tables(self.walk.files, self.walk.ranks, self.walk.number)
        tables = self.tables
        if name in ("distance", "manhattan_distance"):
            return tables["SQUARE_DISTANCE" if name == "distance" else "MANHATTAN_DISTANCE"][args[0]][args[1]]
        if name == "forward_ranks":
            return tables["FORWARD_RANKS"][args[0]][self.at[args[1]][1]]
        if name == "adjacent_files":
            return tables["ADJACENT_FILES"][self.at[args[0]][0]]
        return tables[name.upper()][args[0]][args[1]]

    def square_api(self, name: str, arg) -> int:
        if name == "square":
            return self.walk.number(*arg)
        if name in ("square_file", "square_rank"):
            return self.at[arg][name == "square_rank"]
        if name == "popcount":
            return bin(arg).count("1")
        if name == "squares":  # lowest first
            return folded(sq for sq in range(arg.bit_length()) if arg >> sq & 1)
        # square_name is asked back through parse_square: the square itself
        return arg if name == "square_name" else self.named.get(arg, NO_SQUARE)

    def pinned(self, occ: int, own: int, king_sq: int, enemy_rq: int, enemy_bq: int) -> int:
        """The own pieces that are each the only piece between the king and an enemy
        slider of its line's kind, walked from the king."""
        found = set()
        for steps, enemies in ((LINES["ROOK"], enemy_rq), (LINES["BISHOP"], enemy_bq)):
            for df, dr in steps:
                for u in (1, -1):
                    ray = [s for s in self.walk.walk(*self.at[king_sq], u * df, u * dr) if self.walk.set_of([s]) & occ]
                    if len(ray) >= 2 and self.walk.set_of(ray[:1]) & own and self.walk.set_of(ray[1:2]) & enemies:
                        found.add(ray[0])
        return self.walk.set_of(found)

    def fill(self, gen: int, empty: int, d: int, on_to_blocker: bool) -> int:
        """The squares of gen and those each reaches stepping in direction d through the
        empty squares; with `on_to_blocker`, one step on from there and not gen itself
        (a slider's attacks in d)."""
        df, dr = COMPASS[d]
        out = set()
        for f, r in self.squares_of(gen):
            if not on_to_blocker:
                out.add((f, r))
            for s in self.walk.walk(f, r, df, dr):
                if not self.walk.set_of([s]) & empty:
                    if on_to_blocker:
                        out.add(s)
                    break
                out.add(s)
        return self.walk.set_of(out)

    def kogge_stone(self, name: str, *args: int) -> int:
        if name == "shift_one":
            b, d = args
            df, dr = COMPASS[d]
            return self.walk.set_of((f + df, r + dr) for f, r in self.squares_of(b) if self.walk.on(f + df, r + dr))
        if name == "occluded_fill":
            return self.fill(args[0], args[1], args[2], False)
        if name == "sliding_attacks":
            return self.fill(args[0], args[1], args[2], True)
        if name == "xray_attacks":
            sliders, empty, blockers, d = args
            return self.fill(self.fill(sliders, empty, d, True) & blockers, empty, d, True)
        sliders, empty, targets, d = args  # between_slider_and_target
        return self.fill(sliders, empty, d, True) & self.fill(targets, empty, d ^ 4, True)

    @property
    def width(self) -> int:
        return 64 if max(self.at) < 64 else 128


def expected_functions(walk: Walk, mapping) -> list:
    """The functions SPEC.md says the board has: all 16 and lsb where the a-file lookup
    serves the column (rows at most the stride plus 2) and both kindergarten indices
    are at most 10 bits; else those that read no column."""
    rows, length = (walk.files, walk.ranks) if walk.file_major else (walk.ranks, walk.files)
    column = "file" if not walk.file_major else "rank"
    width = 64 if max(walk.number(f, r) for f, r in walk.squares) < 64 else 128
    served = rows <= walk.stride + 2 and (walk.stride + 1) * (rows - 1) <= width and rows <= 12
    names = ["square_bb", "lsb"] + [f"{x}{line}_attacks" for x in ("", "xray_") for line in LINE_OF]
    names += ["rook_attacks", "bishop_attacks", "queen_attacks", "xray_rook_attacks", "xray_bishop_attacks", "piece_attacks", "pinned"]
    names += KOGGE_STONE  # every board: DIR_SHIFT and AVOID_WRAP
    if not served:  # no column: no rook, queen, rook x-ray or pins through them
        names = [n for n in names if column not in n and n not in ("rook_attacks", "queen_attacks", "xray_rook_attacks", "pinned")]
    assert length - 2 <= 10
    return sorted(names + list(SQUARE_API) + list(ENGINE))  # the engine lookups every board's


@lru_cache(maxsize=None)
def questions(board_text: str, mapping_name: str) -> list:
    """Returns [(name, args, the oracle's answer)]: for each line lookup every occupancy
    of the line through each square on 5x5, with random squares off it; elsewhere,
    and for the other functions, a seeded sample of squares and occupancies."""
    walk = Walk(board_text, mapping_name)
    oracle = Oracle(walk)
    squares, rng = sorted(oracle.at), random.Random(49)
    board = walk.set_of(walk.squares)
    mapping = board_mapping(board_text, mapping_name)
    names = expected_functions(walk, mapping)

    def occupancy(density: float) -> int:
        return sum(1 << sq for sq in squares if rng.random() < density)

    asked = []
    for name in names:
        if name == "square_bb":
            asked += [(name, (sq,)) for sq in squares]
        elif name == "square":  # the helpers on a third of the squares (their formulas on all: test_the_square_helpers_formulas)
            asked += [(name, oracle.at[sq]) for sq in squares[::3]]
        elif name in ("square_file", "square_rank"):
            asked += [(name, (sq,)) for sq in squares[1::3]]
        elif name == "square_name":
            asked += [(name, (sq,)) for sq in squares]
        elif name == "parse_square":  # names of no square first (a sample takes the first), then every square's
            wrong = [chr(97 + walk.files) + "1", "a0", f"a{walk.ranks + 1}", "a01", "A1", "a", "a1x", f"{chr(96 + walk.files)}{walk.ranks}1"]
            asked += [(name, (text,)) for text in wrong + sorted(oracle.named)]
        elif name in ("popcount", "squares"):  # the board, its high word alone, samples over it
            high = board >> 64 << 64
            asked += [(name, (b,)) for b in (0, board, high, *(occupancy(d) for d in (0.05, 0.3, 0.5, 0.9) for _ in range(2)))]
        elif name in ("distance", "manhattan_distance"):
            asked += [(name, (sq, rng.choice(squares))) for sq in squares]
        elif name == "adjacent_files":
            asked += [(name, (sq,)) for sq in squares]
        elif name in ENGINE:  # (color, sq)
            asked += [(name, (color, sq)) for color in (0, 1) for sq in squares[color::2]]
        elif name == "lsb":
            asked += [(name, (0,)), (name, (board,))] + [(name, (occupancy(0.1),)) for _ in range(20)]
        elif name == "piece_attacks":
            asked += [(name, (piece, occupancy(rng.choice((0.1, 0.3, 0.6))), sq)) for piece in range(6) for sq in squares[::3]]
        elif name == "pinned":
            for _ in range(60):
                own, enemy = occupancy(0.2), occupancy(0.2)
                own &= ~enemy
                king = rng.choice(squares)
                own |= 1 << king
                enemy &= ~own
                rq, bq = enemy & occupancy(0.5), enemy & occupancy(0.5)
                asked.append((name, (own | enemy | occupancy(0.05), own, king, rq, bq)))
        elif name in KOGGE_STONE:  # a few pieces, empty squares, blockers or targets, each direction
            bitboards = 1 if name == "shift_one" else 3 if name in ("xray_attacks", "between_slider_and_target") else 2
            for d in range(8):
                for density in (0.1, 0.3, 0.7):
                    sets = [occupancy(0.15), occupancy(density), occupancy(0.3)][:bitboards]
                    asked.append((name, (*sets, d)))
        elif name.startswith("xray_") and name in ("xray_rook_attacks", "xray_bishop_attacks"):
            asked += [(name, (occupancy(0.3), occupancy(0.5), sq)) for sq in squares[::2]]
        elif board_text == "5x5" and name.replace("xray_", "").replace("_attacks", "") in LINE_OF:
            line = LINE_OF[name.replace("xray_", "").replace("_attacks", "")]
            for sq in squares:
                mask = walk.set_of(walk.attacks(*oracle.at[sq], LINES[line], ()))
                sub = 0
                while True:  # every subset of the line, carry-rippler
                    asked.append((name, (sub | occupancy(0.3) & ~mask & ~(1 << sq), sq)))
                    sub = (sub - mask) & mask
                    if not sub:
                        break
        else:
            asked += [(name, (occupancy(rng.choice((0.1, 0.3, 0.6))), sq)) for sq in squares for _ in range(2)]
    return [(name, args, oracle.answer(name, *args)) for name, args in asked]


@pytest.mark.parametrize("board_text,mapping_name", BOARDS)
def test_the_model_bodies_answer_as_the_walk(board_text, mapping_name):
    mapping = board_mapping(board_text, mapping_name)
    functions = evaluated_functions(mapping, mapping.board)
    walk = Walk(board_text, mapping_name)
    assert sorted([*functions, "lsb", *SQUARE_API]) == expected_functions(walk, mapping)  # the primitives have no body
    wrong = [(name, args, functions[name](*args), want) for name, args, want in questions(board_text, mapping_name)
             if name in functions and functions[name](*args) != want]  # fmt: skip
    assert not wrong, wrong[:3]


@pytest.mark.parametrize("board_text", ["10x8/12", "5x5/8", "9x10", "4x16"])
def test_the_square_helpers_formulas_in_every_mapping(board_text):
    """The square helpers' formulas every language prints (function_bodies.square_formulas:
    a padded row's stride, a descending coordinate counted from the board's last file or
    rank), read as Python, on each square of the board in each of the eight mappings."""
    for mapping_name in MAPPINGS:
        walk, formulas = Walk(board_text, mapping_name), square_formulas(board_mapping(board_text, mapping_name))
        code = {name: compile(text.replace(" / ", " // "), name, "eval") for name, text in formulas.items()}
        for f, r in walk.squares:
            sq = walk.number(f, r)
            got = [eval(code["square"], dict(file=f, rank=r)), *(eval(code[name], dict(sq=sq)) for name in ("square_file", "square_rank"))]
            assert got == [sq, f, r], (board_text, mapping_name, f, r, formulas)


@pytest.mark.parametrize("board_text,mapping_name", BOARDS)
def test_the_python_module_answers_as_the_walk(board_text, mapping_name, tmp_path):
    tag = board_text.replace("/", "_")
    path = generated(tmp_path, board_text, mapping_name, "--lang", "python", "--file", f"bitboards_{tag}.py") / f"bitboards_{tag}.py"
    spec = importlib.util.spec_from_file_location(f"bitboards_{tag}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    walk = Walk(board_text, mapping_name)
    assert sorted(n for n in expected_functions(walk, None) if hasattr(module, n)) == expected_functions(walk, None)
    wrong = [(name, args, python_answer(module, name, args), want) for name, args, want in questions(board_text, mapping_name)
             if python_answer(module, name, args) != want]  # fmt: skip
    assert not wrong, wrong[:3]
    assert [module.square_name(walk.number(f, r)) for f, r in walk.squares] == [name_of(f, r) for f, r in walk.squares]


def python_answer(module, name: str, args) -> int:
    """The Python module's answer as the programs below print it: a name asked back through
    parse_square, "no square" NO_SQUARE, the squares folded."""
    if name == "square_name":
        return module.parse_square(module.square_name(*args))
    if name == "squares":
        return folded(module.squares(*args))
    try:
        return getattr(module, name)(*args)
    except ValueError:  # parse_square's "no square"
        return NO_SQUARE


# --- the compiled languages: one program per language, every board's module in it --------


def grouped(board_text: str, mapping_name: str, checked: bool = False) -> dict:
    """Returns {function: [(args, answer)]} of `questions`, in the order asked; but
    lsb(0) where `checked` (C's checked mode stops it as the caller's error)."""
    out: dict = {}
    for name, args, want in questions(board_text, mapping_name):
        if not (checked and name == "lsb" and args == (0,)):
            out.setdefault(name, []).append((args, want))
    return out


def width_of(board_text: str, mapping_name: str) -> int:
    return board_mapping(board_text, mapping_name).board.width


def kinds_of(name: str) -> list:
    return [kind for _, kind in functions_by_name()[name].params]


def call_of(name: str, scope: str, args: str, spell=lambda name: name, parsed: str = "parsed", fold: str = "folded({})") -> str:
    """Returns the call of `name` in `scope` ("b0::") on `args` as a program prints its
    answer: square_name's through parse_square and `parsed` (its "no square" NO_SQUARE),
    the squares by `fold`; the function named by `spell`."""
    call = f"{scope}{spell(name)}({args})"
    if name == "square_name":
        return f"{parsed}({scope}{spell('parse_square')}({call}))"
    return f"{parsed}({call})" if name == "parse_square" else fold.format(call) if name == "squares" else call


def literal_of(kind: str, value, bitboard: str = "{:#x}") -> str:
    """Returns an argument as a program writes it: a name quoted, a bitboard by `bitboard`."""
    return json.dumps(value) if kind == NAME else bitboard.format(value) if kind == BITBOARD else str(value)


def answers(printed: str) -> list:
    return [int(line, 16) for line in printed.split()]


def expected_answers(boards, checked: bool = False) -> list:
    return [want for board in boards for rows in grouped(*board, checked).values() for _, want in rows]


def module_files(tmp_path: Path, language: str, suffix: str, *options: str) -> Path:
    """Returns the directory of every board's file of `language` (bitboards_5x5.zig ...),
    the k-th board's generated with `options` ({k} in them the board's number: its C
    prefix B{k}, its C++ namespace b{k})."""
    out = tmp_path / language
    out.mkdir()
    for k, (board_text, mapping_name) in enumerate(BOARDS):
        tag = board_text.replace("/", "_")
        name = f"bitboards_{tag}.{suffix}"
        own = [option.format(k=k) for option in options]
        (generated(tmp_path / tag, board_text, mapping_name, "--lang", language, "--file", name, *own) / name).rename(out / name)
    return out


def rust_program(boards) -> str:
    """Returns main.rs: for each board's module, each function's questions as an array
    of argument tuples, a loop that prints each answer in hex."""
    lines = ["#![allow(clippy::all)]"]
    lines += [f"#[allow(dead_code)]\nmod bitboards_{b.replace('/', '_')};" for b, _ in boards]
    lines.append("fn parsed(sq: Option<usize>) -> usize { sq.unwrap_or(0xffff) }")
    lines.append("fn folded(squares: impl Iterator<Item = usize>) -> u64 { squares.fold(0u64, |h, sq| h.wrapping_mul(131).wrapping_add(sq as u64 + 1)) }")
    lines.append("fn main() {")
    for board_text, mapping_name in boards:
        module, bitboard = f"bitboards_{board_text.replace('/', '_')}", f"u{width_of(board_text, mapping_name)}"
        for name, rows in grouped(board_text, mapping_name).items():
            types = [bitboard if kind == BITBOARD else "&str" if kind == NAME else "usize" for kind in kinds_of(name)]
            values = ", ".join("(" + "".join(f"{literal_of(kind, a)}, " for a, kind in zip(args, kinds_of(name))) + ")" for args, _ in rows)
            names = [f"a{k}" for k in range(len(types))]
            lines.append(f"    let q: &[({''.join(t + ', ' for t in types)})] = &[{values}];")
            lines.append(f"    for &({''.join(n + ', ' for n in names)}) in q {{ println!(\"{{:x}}\", {call_of(name, module + '::', ', '.join(names))}); }}")
    return "\n".join(lines + ["}", ""])


@pytest.mark.skipif(shutil.which("rustc") is None, reason="no Rust compiler")
def test_the_rust_modules_answer_as_the_walk(tmp_path):
    out = module_files(tmp_path, "rust", "rs")
    (out / "main.rs").write_text(rust_program(BOARDS))
    build = kept.run(["rustc", "--edition", "2021", "-D", "warnings", "main.rs", "-o", "answers"], kept.RUST_SOURCES, cwd=out)
    assert build.returncode == 0 and not build.stderr, build.stderr
    printed = subprocess.run([str(out / "answers")], check=True, capture_output=True, text=True).stdout
    assert answers(printed) == expected_answers(BOARDS)


def zig_program(boards) -> str:
    """Returns main.zig: for each board's module, each function's questions as an array
    of argument structs, a loop that prints each answer in hex (to stderr)."""
    from bitboard_tables.languages.zig.printer import zig_name

    lines = ['const std = @import("std");']
    lines += [f'const b{k} = @import("bitboards_{b.replace("/", "_")}.zig");' for k, (b, _) in enumerate(boards)]
    lines.append("fn parsed(sq: ?usize) usize {\n    return sq orelse 0xffff;\n}")
    lines.append("fn folded(squares: anytype) u64 {\n    var it = squares;\n    var h: u64 = 0;\n"
                 "    while (it.next()) |sq| h = h *% 131 +% @as(u64, sq) + 1;\n    return h;\n}")  # fmt: skip
    lines.append("pub fn main() void {")
    for k, (board_text, mapping_name) in enumerate(boards):
        bitboard = f"u{width_of(board_text, mapping_name)}"
        for n, (name, rows) in enumerate(grouped(board_text, mapping_name).items()):
            kinds = kinds_of(name)
            fields = [f"a{i}: {bitboard if kind == BITBOARD else '[]const u8' if kind == NAME else 'usize'}" for i, kind in enumerate(kinds)]
            values = ", ".join(".{ " + ", ".join(f".a{i} = {literal_of(kind, a)}" for i, (a, kind) in enumerate(zip(args, kinds))) + " }" for args, _ in rows)
            call = call_of(name, f"b{k}.", ", ".join(f"x.a{i}" for i in range(len(fields))), zig_name)
            lines.append(f"    const q{k}_{n} = [_]struct {{ {', '.join(fields)} }}{{ {values} }};")
            lines.append(f'    for (q{k}_{n}) |x| std.debug.print("{{x}}\\n", .{{{call}}});')
    return "\n".join(lines + ["}", ""])


def test_the_zig_modules_answer_as_the_walk(tmp_path):
    from tests.drivers.zig.build import ZIG

    ZIG.require()
    out = module_files(tmp_path, "zig", "zig")
    (out / "main.zig").write_text(zig_program(BOARDS))
    ZIG.run(["build-exe", "main.zig", "-femit-bin=answers"], out)
    printed = subprocess.run([str(out / "answers")], check=True, capture_output=True, text=True).stderr
    assert answers(printed) == expected_answers(BOARDS)


def cfamily_program(boards, cpp: bool) -> str:
    """Returns main.c (main.cpp with `cpp`): each board's header of its own prefix B{k}
    (C++: namespace b{k}), each function's questions as an array of argument structs (a
    128-bit one by the header's B2_BITBOARD(high, low), C++'s b2::bitboard), a loop
    that prints each answer in hex, a 128-bit one as its two words; C's lsb(0) not
    asked (its checked mode, on, stops it)."""
    cast = (lambda t, v: f"static_cast<{t}>({v})") if cpp else (lambda t, v: f"({t})({v})")
    lines = ["#include <stdint.h>", "#include <stdio.h>"]
    lines += [f'#include "bitboards_{b.replace("/", "_")}.{"hpp" if cpp else "h"}"' for b, _ in boards]
    lines += [f'static void put64(uint64_t v) {{ printf("%llx\\n", {cast("unsigned long long", "v")}); }}',
              f'static void put_int(int v) {{ printf("%x\\n", {cast("unsigned", "v")}); }}',
              "__extension__ typedef unsigned __int128 u128;",
              f'static void put128(u128 v) {{ printf("%016llx%016llx\\n", {cast("unsigned long long", "v >> 64")}, {cast("unsigned long long", "v")}); }}',
              "static int parsed(int sq) { return sq < 0 ? 0xffff : sq; }"]  # fmt: skip
    if cpp:  # a range of squares
        lines.append("template <class R> static uint64_t folded(R squares) { uint64_t h = 0; for (int sq : squares) h = h * 131 + static_cast<uint64_t>(sq) + 1; return h; }")
    else:  # the squares written to an array, their count returned
        lines.append("static int found[128];\nstatic uint64_t folded(int n) { uint64_t h = 0; for (int i = 0; i < n; i++) h = h * 131 + (uint64_t)found[i] + 1; return h; }")
    lines.append("int main(void) {")
    for k, (board_text, mapping_name) in enumerate(boards):
        wide = width_of(board_text, mapping_name) > 64
        scope, bitboard = (f"b{k}::", f"b{k}::bitboard_t") if cpp else (f"b{k}_", f"b{k}_bitboard_t")
        bitboard = bitboard if wide else "uint64_t"

        def literal(value: int, kind: str) -> str:
            if kind != BITBOARD:
                return literal_of(kind, value)
            made = f"b{k}::bitboard" if cpp else f"B{k}_BITBOARD"
            return f"{made}({hex(value >> 64)}ULL, {hex(value & (1 << 64) - 1)}ULL)" if wide else f"{hex(value)}ULL"

        for name, rows in grouped(board_text, mapping_name, checked=not cpp).items():
            kinds = kinds_of(name)
            fields = " ".join(f"{bitboard if kind == BITBOARD else 'const char *' if kind == NAME else 'int'} a{i};" for i, kind in enumerate(kinds))
            values = ", ".join("{" + ", ".join(literal(a, kind) for a, kind in zip(args, kinds)) + "}" for args, _ in rows)
            put = "put64" if name == "squares" else "put_int" if functions_by_name()[name].returns != BITBOARD else "put128" if wide else "put64"
            args = ", ".join([*(f"q[i].a{i}" for i in range(len(kinds))), *(["found"] if name == "squares" and not cpp else [])])
            call = call_of(name, scope, args)
            lines.append(f"    {{ static const struct {{ {fields} }} q[] = {{{values}}};")
            lines.append(f"      for (size_t i = 0; i < sizeof q / sizeof q[0]; i++) {put}({call}); }}")
    return "\n".join(lines + ["    return 0;", "}", ""])


@pytest.mark.parametrize("cpp", [False, True], ids=["c", "cpp"])
def test_the_c_and_cpp_headers_answer_as_the_walk(tmp_path, cpp):
    """One program of the four boards' headers, by gcc -std=c99 -pedantic with each
    header's checked mode on, or g++ -std=c++17 with the C++ tests' strict flags."""
    language = "cpp" if cpp else "c"
    out = module_files(tmp_path, language, "hpp" if cpp else "h", *(("--namespace", "b{k}") if cpp else ("--prefix", "B{k}")))
    (out / f"main.{language}").write_text(cfamily_program(BOARDS, cpp))
    flags = ["-std=c++17", "-Wshadow", "-Wconversion", "-Wsign-conversion", "-Wold-style-cast"] if cpp else ["-std=c99", *(f"-DB{k}_CHECKED" for k in range(len(BOARDS)))]
    build = kept.run(["g++" if cpp else "gcc", "-O0", "-Wall", "-Wextra", "-Werror", "-pedantic", *flags, f"main.{language}", "-o", "answers"], kept.C_SOURCES, cwd=out)
    assert build.returncode == 0 and not build.stderr, build.stderr[-3000:]
    printed = subprocess.run([str(out / "answers")], check=True, capture_output=True, text=True).stdout
    assert answers(printed) == expected_answers(BOARDS, checked=not cpp)


# --- the languages of boards within 64 bits: questions in test_boards_languages.py's programs ---

NARROW_CALLS = {  # language -> (the statement printing "A <hex>" of a call, a bitboard literal, the function's name)
    "go": ('fmt.Fprintf(out, "A %x\\n", {call})', "{:#x}", lambda name: __import__("bitboard_tables.languages.go.printer", fromlist=["go_name"]).go_name(name)),
    "java": ('out.println("A " + Long.toHexString({call}));', "{:#x}L", lambda name: camel_case(name)),
    "csharp": ('output.WriteLine("A " + ({call}).ToString("x"));', "{:#x}UL", lambda name: pascal_case(name)),
    "nim": ('echo "A ", toHex({call})', "{:#x}'u64", lambda name: camel_case(name)),
    "js": ('out.push("A " + {call}.toString(16));', "{:#x}n", lambda name: camel_case(name) + "Big" * (name in BIG)),  # a bigint's twin
}
BIG = {f.name for f in functions_by_name().values() if BITBOARD in (f.returns, *kinds_of(f.name))}  # JS's of a bigint twin
# what each program defines beside: parse_square's answer as a number (its "no square" NO_SQUARE), the squares folded
NARROW_HELPERS = {
    "go": "func parsed(sq int, ok bool) int {\n\tif !ok {\n\t\treturn 0xffff\n\t}\n\treturn sq\n}\n\n"
    "func folded(squares func(func(int) bool)) uint64 {\n\th := uint64(0)\n\tsquares(func(sq int) bool { h = h*131 + uint64(sq) + 1; return true })\n\treturn h\n}\n",
    "java": "    static int parsed(int sq) {\n        return sq < 0 ? 0xffff : sq;\n    }\n\n    static long folded(int[] squares) {\n"
    "        long h = 0;\n        for (int sq : squares) {\n            h = h * 131 + sq + 1;\n        }\n        return h;\n    }\n\n",
    "csharp": "    static int parsed(int sq)\n    {\n        return sq < 0 ? 0xffff : sq;\n    }\n\n",  # and folded of each board's enumerator
    "nim": "proc parsed(sq: Option[int]): int = (if sq.isSome: sq.get else: 0xffff)\n\ntemplate folded(squares: untyped): uint64 =\n"
    "  block:\n    var h = 0'u64\n    for sq in squares:\n      h = h * 131 + uint64(sq) + 1\n    h\n\n",
    "js": "const parsed = (sq: number): number => (sq < 0 ? 0xffff : sq);\nconst folded = (squares: Iterable<number>): bigint => {\n"
    "  let h = 0n;\n  for (const sq of squares) h = (h * 131n + BigInt(sq) + 1n) & 0xffffffffffffffffn;\n  return h;\n};\n",
}


def csharp_folded(classes) -> str:
    """Returns C#'s folded of the squares of each class's bitboards (its own enumerator type)."""
    return "".join(f"    static ulong folded({c}.SquareEnumerator squares)\n    {{\n        ulong h = 0;\n        foreach (int sq in squares)\n"
                   "        {\n            h = h * 131 + (ulong)sq + 1;\n        }\n        return h;\n    }\n\n" for c in classes)  # fmt: skip


def sampled(board_text: str, mapping_name: str, most: int = 8) -> list:
    """Returns [(name, args, answer)]: at most `most` questions of each function, spread
    over all it is asked."""
    return [(name, args, want) for name, rows in grouped(board_text, mapping_name).items()
            for args, want in (rows if name in ("square_name", "parse_square") else rows[:: max(1, len(rows) // most)][:most])]  # fmt: skip


def narrow_calls(language: str, boards, module) -> list:
    """Returns the statements of `language` (NARROW_CALLS) that print the answer of each
    sampled question of each board (`boards`: (board, mapping), the module or class of
    each `module(tag)`), one "A <hex>" line each, in order."""
    statement, literal, name_of = NARROW_CALLS[language]
    out = []
    for board_text, mapping_name in boards:
        scope = module(board_text.replace("/", "_"))

        def spelled(value: int, param: str, kind: str) -> str:
            if kind != INTEGER:
                return literal_of(kind, value, literal)
            square = language == "js" and param in ("sq", "king_sq", "frm", "to")  # TypeScript's branded Square
            return f"({value} as {scope}.Square)" if square else str(value)

        for name, args, _ in sampled(board_text, mapping_name):
            params = functions_by_name()[name].params
            call = call_of(name, f"{scope}.", ", ".join(spelled(a, *param) for a, param in zip(args, params)), name_of)
            out.append(statement.format(call=call))
    return out


def split_answers(printed: str, boards) -> str:
    """Asserts that the "A <hex>" lines of `printed` are the sampled questions' answers,
    in order; returns the other lines (the tables)."""
    got = [int(line.split()[1], 16) for line in printed.splitlines() if line.startswith("A ")]
    assert got == [want for board in boards for _, _, want in sampled(*board)]
    return "\n".join(line for line in printed.splitlines() if not line.startswith("A "))
