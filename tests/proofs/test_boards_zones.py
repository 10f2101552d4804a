"""The zones of variants on boards other than 8x8 (issue 49): `PROMOTION_ZONE`,
`DROP_REGION`, `PALACE` and `OWN_HALF` of SPEC.md, against their squares named by
hand (xiangqi's palaces d1..f3 and d8..f10 on 9x10, shogi's zone on 9x9, ...),
read back from the Python module and from the C header, compiled; and against
Fairy-Stockfish's own rules, through pyffish (where it is installed): where it
lets a pawn and a knight be dropped in shogi, where a rook's move may promote in
shogi and minishogi, where xiangqi's king may walk, and where a soldier may step
sideways. (tests/oracles/zones.py, a third computation, is checked on every board
and output of tests/proofs/test_boards.py.)"""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from bitboard_tables.board import parse_board
from bitboard_tables.cli import main
from bitboard_tables.mapping import LERF
from bitboard_tables.tables import ZONES, compute_tables
from tests.conftest import ROOT

WHITE, BLACK = 0, 1
FILES = "abcdefghijklmnop"


def names(corner1: str, corner2: str) -> list:
    """Returns the names of the squares of the rectangle between two corners: a1..i5."""
    (f1, r1), (f2, r2) = ((FILES.index(c[0]), int(c[1:])) for c in (corner1, corner2))
    return [f"{FILES[f]}{r}" for f in range(f1, f2 + 1) for r in range(r1, r2 + 1)]


# (board, table, index): the squares, written out by hand; None where the board has no such zone
EXPECTED = {
    ("9x10", "PALACE", (WHITE,)): "d1 e1 f1 d2 e2 f2 d3 e3 f3".split(),  # xiangqi, janggi
    ("9x10", "PALACE", (BLACK,)): "d8 e8 f8 d9 e9 f9 d10 e10 f10".split(),
    ("9x10", "OWN_HALF", (WHITE,)): names("a1", "i5"),  # the river between ranks 5 and 6
    ("9x10", "OWN_HALF", (BLACK,)): names("a6", "i10"),
    ("9x10", "PROMOTION_ZONE", (WHITE, 0)): [],
    ("9x10", "PROMOTION_ZONE", (WHITE, 5)): names("a6", "i10"),
    ("9x9", "PROMOTION_ZONE", (WHITE, 3)): names("a7", "i9"),  # shogi
    ("9x9", "PROMOTION_ZONE", (BLACK, 3)): names("a1", "i3"),
    ("9x9", "DROP_REGION", (WHITE, 0)): names("a1", "i9"),
    ("9x9", "DROP_REGION", (WHITE, 1)): names("a1", "i8"),  # a pawn or lance
    ("9x9", "DROP_REGION", (WHITE, 2)): names("a1", "i7"),  # a knight
    ("9x9", "DROP_REGION", (BLACK, 1)): names("a2", "i9"),
    ("9x9", "DROP_REGION", (BLACK, 2)): names("a3", "i9"),
    ("9x9", "PALACE", (BLACK,)): "d7 e7 f7 d8 e8 f8 d9 e9 f9".split(),
    ("9x9", "OWN_HALF", ()): None,  # no river on an odd number of ranks
    ("5x5", "PROMOTION_ZONE", (WHITE, 1)): names("a5", "e5"),  # minishogi
    ("5x5", "PROMOTION_ZONE", (BLACK, 1)): names("a1", "e1"),
    ("5x5", "DROP_REGION", (BLACK, 5)): [],
    ("5x5", "PALACE", ()): None,  # two palaces of three ranks do not fit five
    ("10x10", "PROMOTION_ZONE", (WHITE, 3)): names("a8", "j10"),  # Grand
    ("10x10", "PROMOTION_ZONE", (BLACK, 3)): names("a1", "j3"),
    ("10x10", "PALACE", ()): None,  # no middle file
    ("10x10", "OWN_HALF", (BLACK,)): names("a6", "j10"),
    ("7x7", "PALACE", (WHITE,)): names("c1", "e3"),  # Fairy-Stockfish's minixiangqi
    ("7x7", "PALACE", (BLACK,)): names("c5", "e7"),
}
BOARDS = sorted({board for board, _, _ in EXPECTED})
ZONES_ONLY = ",".join(ZONES)


def module_of(tmp_path: Path, board: str):
    """Returns the Python module `generate --board` writes for `board`, imported,
    with the zones it has alone (`--only` of a zone the board lacks is refused)."""
    out = tmp_path / board
    written = [t.name for t in compute_tables(LERF.on(parse_board(board))) if t.name in ZONES]
    assert main(["generate", "--no-config", "--out", str(out), "--board", board, "--lang", "python", "--only", ",".join(written)]) == 0
    spec = importlib.util.spec_from_file_location(f"zones_{board}", out / f"bitboards_{board}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_python_module_holds_the_zones_named_by_hand(tmp_path):
    modules = {board: module_of(tmp_path, board) for board in BOARDS}
    for (board, table, index), squares in EXPECTED.items():
        module = modules[board]
        if squares is None:
            assert not hasattr(module, table), (board, table)
            continue
        entry = getattr(module, table)
        for i in index:
            entry = entry[i]
        assert entry == sum(1 << getattr(module, name.upper()) for name in squares), (board, table, index)


@pytest.mark.skipif(shutil.which("cc") is None, reason="no C compiler")
def test_the_c_header_holds_the_zones_named_by_hand(tmp_path):
    """One C program (C99, -Werror -pedantic) holds the zones of 9x10 in 128-bit
    bitboards and prints the entries of EXPECTED, each as its two 64-bit halves."""
    out = tmp_path / "c"
    assert main(["generate", "--no-config", "--out", str(out), "--board", "9x10", "--lang", "c", "--only", ZONES_ONLY]) == 0
    cases = [(key, squares) for key, squares in EXPECTED.items() if key[0] == "9x10"]
    lines = ["#include <stdio.h>", "#include <inttypes.h>", "#define BB_IMPLEMENTATION", f'#include "{out}/bitboards_9x10.h"',
             "static void put(bb_bitboard_t b) { printf(\"%\" PRIu64 \" %\" PRIu64 \"\\n\", (uint64_t)(b >> 64), (uint64_t)b); }",
             "int main(void) {"]  # fmt: skip
    lines += [f"    put(BB_{table}{''.join(f'[{i}]' for i in index)});" for (_, table, index), _ in cases]
    (tmp_path / "zones.c").write_text("\n".join(lines + ["    return 0;", "}", ""]))
    subprocess.run(["cc", "-std=c99", "-Wall", "-Wextra", "-Werror", "-pedantic", "zones.c", "-o", "zones"], cwd=tmp_path, check=True)
    printed = subprocess.run([str(tmp_path / "zones")], check=True, capture_output=True, text=True).stdout.splitlines()
    square = {name: sq for sq, name in enumerate(LERF.on(parse_board("9x10")).square_names)}
    assert len(printed) == len(cases)
    for line, ((_, table, index), squares) in zip(printed, cases):
        high, low = map(int, line.split())
        assert high << 64 | low == sum(1 << square[name] for name in squares), (table, index)


def test_only_a_zone_the_board_has(tmp_path, capsys):
    assert main(["generate", "--no-config", "--out", str(tmp_path), "--board", "6x6", "--only", "PALACE"]) == 2
    assert "--only: PALACE is not written for the 6x6 board; accepted on it: DIR_SHIFT, AVOID_WRAP, RAY_ATTACKS" in capsys.readouterr().err
    assert main(["generate", "--no-config", "--out", str(tmp_path), "--only", "OWN_HALF"]) == 2
    assert "--only: OWN_HALF is written on boards other than 8x8 alone (--board)" in capsys.readouterr().err


# --- Fairy-Stockfish's rules, through pyffish ----------------------------------------


def fen(board: str, pieces: dict, hand: str = "", black: bool = False) -> str:
    """Returns a FEN of `board` (WxH) with `pieces` ({square name: letter}), `hand` in
    brackets if given, `black` to move."""
    files, ranks = map(int, board.split("x"))
    rows = []
    for rank in range(ranks, 0, -1):
        row, empty = "", 0
        for file in range(files):
            letter = pieces.get(f"{FILES[file]}{rank}")
            if letter is None:
                empty += 1
                continue
            row, empty = row + (str(empty) if empty else "") + letter, 0
        rows.append(row + (str(empty) if empty else ""))
    return "/".join(rows) + (f"[{hand}]" if hand else "") + (" b" if black else " w") + (" 0 1" if hand else " - - 0 1")


def as_set(board: str, squares) -> int:
    number = {name: sq for sq, name in enumerate(LERF.on(parse_board(board)).square_names)}
    return sum(1 << number[name] for name in set(squares))


def zone(board: str, table: str, *index: int) -> int:
    entry = {t.name: t.data for t in compute_tables(LERF.on(parse_board(board)))}[table]
    for i in index:
        entry = entry[i]
    return entry


def test_fairy_stockfish_agrees_on_every_zone():
    sf = pytest.importorskip("pyffish")

    def moves(variant, position, start=""):
        return [m for m in sf.legal_moves(variant, position, []) if m.startswith(start)]

    # shogi's drops: a pawn anywhere but the last rank, a knight anywhere but the last two
    for black in (False, True):
        color = BLACK if black else WHITE
        kings = {"a1": "K", "i9": "k"}
        dropped = moves("shogi", fen("9x9", kings, "PNpn", black))
        for letter, depth in (("P", 1), ("N", 2)):
            drops = as_set("9x9", (m[2:] for m in dropped if m.startswith(letter + "@")))
            assert drops == zone("9x9", "DROP_REGION", color, depth) & ~as_set("9x9", kings), (color, letter)
    # shogi's and minishogi's promotion zones: where a rook from the middle rank may promote
    for variant, board, depth in (("shogi", "9x9", 3), ("minishogi", "5x5", 1)):
        files, ranks = map(int, board.split("x"))
        for color in (WHITE, BLACK):
            promoting = set()
            for file in range(files):  # a rook on each file, the kings on the first rank off its file
                rook = f"{FILES[file]}{ranks // 2 + 1}"
                kings = {f"{FILES[(file + 2) % files]}1": "K", f"{FILES[(file + 4) % files]}{ranks}": "k"}
                position = fen(board, {**kings, rook: "r" if color else "R"}, "-", black=bool(color))
                promoting |= {m[len(rook):-1] for m in moves(variant, position, rook) if m.endswith("+")}
            assert as_set(board, promoting) == zone(board, "PROMOTION_ZONE", color, depth), (variant, color)
    # xiangqi's palaces: every square its king reaches from its first square; soldiers on the
    # fifth and sixth ranks keep the kings' files apart
    for color, first, enemy, walls in ((WHITE, "e1", {"d10": "k"}, "P"), (BLACK, "e10", {"d1": "K"}, "p")):
        walls = {f"{f}{5 + color}": walls for f in "def"}
        seen, todo = {first}, [first]
        while todo:
            at = todo.pop()
            position = fen("9x10", {**enemy, **walls, at: "k" if color else "K"}, black=bool(color))
            for m in moves("xiangqi", position, at):
                if m[len(at):] not in seen:
                    seen.add(m[len(at):])
                    todo.append(m[len(at):])
        assert as_set("9x10", seen) == zone("9x10", "PALACE", color), color
    # xiangqi's river: a soldier steps sideways once it has crossed it
    for color in (WHITE, BLACK):
        home = []
        for rank in range(1, 11):
            at = f"b{rank}"
            position = fen("9x10", {"d1": "K", "f10": "k", at: "p" if color else "P"}, black=bool(color))
            if not {m[len(at):] for m in moves("xiangqi", position, at)} & {f"a{rank}", f"c{rank}"}:
                home += names(f"a{rank}", f"i{rank}")
        assert as_set("9x10", home) == zone("9x10", "OWN_HALF", color), color


# --- docs/boards.md ----------------------------------------------------------------------

BOARDS_PAGE = (ROOT / "docs" / "boards.md").read_text()
# its blocks of a board's program: ```cpp 10x8, ```rust 9x10, ```python 10x8 (test_readme runs
# ```cpp, ```rust and ```python alone, on the 8x8 files)
PAGE_EXAMPLES = re.findall(r"^```(cpp|rust|python) (\d+x\d+)\n(.*?)^```$", BOARDS_PAGE, re.M | re.S)


def claimed(code: str) -> list:
    """Returns what the printing lines of `code` say, in their last comment, they print."""
    return [re.search(r"(?://|#)\s*(.+?)\s*$", line).group(1) for line in code.splitlines() if re.match(r"\s*(std::printf|println!|print)\(", line)]


def test_the_boards_page_shows_capablanca_and_xiangqi_in_cpp_and_rust():
    assert sorted((language, board) for language, board, _ in PAGE_EXAMPLES) == [
        ("cpp", "10x8"), ("cpp", "9x10"), ("python", "10x8"), ("rust", "10x8"), ("rust", "9x10")
    ]  # fmt: skip


@pytest.mark.parametrize("language,board,code", PAGE_EXAMPLES, ids=[f"{lang}-{board}" for lang, board, _ in PAGE_EXAMPLES])
def test_every_example_of_the_boards_page_prints_what_it_claims(language, board, code, tmp_path):
    """Each block, a whole program beside the file `generate --board` writes, built by
    g++ with the C++ tests' strict flags or by the newest rustc with -D warnings (each
    program kept between runs: tests/harness/kept.py), prints what its comments say."""
    assert main(["generate", "--no-config", "--out", str(tmp_path), "--board", board, "--lang", language]) == 0
    if language == "cpp":
        from tests.drivers.cpp.build import MATRIX

        compiler = MATRIX[0]  # g++ -std=c++20 -O1, the strict flags
        compiler.require()
        (tmp_path / "main.cpp").write_text(code)
        compiler.build([tmp_path / "main.cpp"], tmp_path / "example", [tmp_path])
    elif language == "python":
        (tmp_path / "example").write_text(f"#!{sys.executable}\n{code}")
        (tmp_path / "example").chmod(0o755)
    else:
        from tests.drivers.rust.build import NEWEST

        NEWEST.require()
        (tmp_path / "main.rs").write_text(code)
        NEWEST.build(["--edition", "2021", "main.rs", "-o", "example"], cwd=tmp_path)
    printed = subprocess.run([str(tmp_path / "example")], capture_output=True, text=True, check=True).stdout.splitlines()
    assert printed == claimed(code), code


def test_the_boards_page_gives_each_boards_sizes():
    """Its table of boards: the squares, the numbers, the bitboard's width and the bytes
    of every table and of the three [N][N] ones, as compute_tables has them."""
    rows = re.findall(r"^\| (\d+x\d+(?:/\d+)?) \| [^|]+ \| (\d+) \| (\d+) \| (\d+)-bit \| ([\d,]+) bytes \| ([\d,]+) \|$", BOARDS_PAGE, re.M)
    assert len(rows) == 8
    for board, squares, numbers, width, total, pairs in rows:
        mapping = LERF.on(parse_board(board))
        tables = compute_tables(mapping)
        rays = next(t for t in tables if t.name == "RAY_ATTACKS")
        assert int(squares) == mapping.board.squares and int(numbers) == rays.shape[0], board
        assert int(width) == mapping.board.width, board
        assert int(total.replace(",", "")) == sum(t.size_bytes for t in tables), board
        assert int(pairs.replace(",", "")) == sum(t.size_bytes for t in tables if t.name in ("BEHIND", "BETWEEN", "LINE")), board
