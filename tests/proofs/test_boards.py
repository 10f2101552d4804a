"""Boards other than 8x8 (issue 49): every table of `tables.BOARD_TABLES` on a few
boards and numberings, entry by entry, against a brute force written here that
walks the board by (file, rank) and numbers each square by its own formula; the
C, C++, Python, Rust and Zig outputs of `generate --board` on every board of issue
49 but 8x8 (the 8x8 proofs') and two more, each language's boards compiled into one
program (Zig's by the pinned Zig and the current one) or imported, and read back;
the command line's refusals; and the generalized numbering on 8x8 against the
8x8 tables carried by the mappings' permutations (another computation)."""

from __future__ import annotations

import functools
import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Optional

import pytest

from bitboard_tables.board import BOARD, Board, parse_board
from bitboard_tables.cli import main
from bitboard_tables.languages import read_generated
from bitboard_tables.mapping import MAPPINGS
from bitboard_tables.tables import BOARD_TABLES, NOT_ON_8X8, compute_tables
from tests.drivers.zig.build import ZIGS
from tests.oracles.board_engine import engine_tables
from tests.oracles.zones import zones

# (board, mapping): rank-major and file-major, padded rows, a big-endian numbering
CASES = [
    ("5x5", "LERF"),
    ("6x6", "LERF"),
    ("4x8", "LERF"),
    ("8x4", "LEFR"),
    ("7x9", "LERF"),
    ("7x9", "LEFR"),
    ("5x5/8", "LERF"),
    ("6x6", "BERF"),
    ("4x16", "LERF"),  # two-digit ranks
    ("3x3", "LEFR"),  # the smallest
]
# boards numbered past 64 bits, in 128-bit bitboards: xiangqi, shogi, Capablanca, Grand,
# Fairy-Stockfish's 12x10 and its 12-bit rows, 121 and 128 squares
WIDE = [
    ("9x10", "LERF"),
    ("9x9", "LERF"),
    ("10x8", "LERF"),
    ("10x10", "BERF"),
    ("12x10", "LERF"),
    ("9x10/12", "LERF"),
    ("11x11", "LEFR"),
    ("16x8", "LEFR"),  # bit 127 a square
]
LINES = {"RANK": [(1, 0)], "FILE": [(0, 1)], "DIAGONAL": [(1, 1)], "ANTI_DIAGONAL": [(-1, 1)]}
LINES.update(ROOK=LINES["RANK"] + LINES["FILE"], BISHOP=LINES["DIAGONAL"] + LINES["ANTI_DIAGONAL"])
LINES.update(QUEEN=LINES["ROOK"] + LINES["BISHOP"])
# the directions in the order of the DIR enumeration (CPW's dir8)
COMPASS = [(1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1), (0, 1)]


class Walk:
    """The brute force: the board's squares as (file, rank), numbered by the mapping's
    rule written out here: rows are ranks (files in the file-major mappings) of
    `stride` bits, each coordinate counted up or down."""

    def __init__(self, board_text: str, mapping_name: str):
        files, ranks = map(int, board_text.split("/")[0].split("x"))
        self.files, self.ranks = files, ranks
        name = mapping_name
        self.file_major = name.endswith("FR") and name[2] == "F" or name.startswith("BEF") or name == "LEFBER"
        self.row_down = name.startswith("BE")  # the first row is the last rank (file)
        self.position_down = name in ("LERBEF", "BERF", "LEFBER", "BEFR")  # the first position is the last file (rank)
        row_length = ranks if self.file_major else files
        self.stride = int(board_text.split("/")[1]) if "/" in board_text else row_length
        self.squares = [(f, r) for r in range(ranks) for f in range(files)]

    def number(self, f: int, r: int) -> int:
        row, position = (f, r) if self.file_major else (r, f)
        rows, length = (self.files, self.ranks) if self.file_major else (self.ranks, self.files)
        if self.row_down:
            row = rows - 1 - row
        if self.position_down:
            position = length - 1 - position
        return self.stride * row + position

    def on(self, f: int, r: int) -> bool:
        return 0 <= f < self.files and 0 <= r < self.ranks

    def set_of(self, squares) -> int:
        return sum(1 << self.number(f, r) for f, r in set(squares))

    def walk(self, f: int, r: int, df: int, dr: int):
        """Yields the squares from (f, r), excluded, on to the edge."""
        f, r = f + df, r + dr
        while self.on(f, r):
            yield f, r
            f, r = f + df, r + dr

    def leaps(self, f: int, r: int, steps) -> int:
        return self.set_of((f + df, r + dr) for df, dr in steps if self.on(f + df, r + dr))

    def pair(self, a, b, what: str) -> int:
        """Returns BETWEEN, LINE or BEHIND of squares a and b, from their coordinates."""
        df, dr = b[0] - a[0], b[1] - a[1]
        if a == b or not (df == 0 or dr == 0 or abs(df) == abs(dr)):
            return 0
        unit = ((df > 0) - (df < 0), (dr > 0) - (dr < 0))
        if what == "BETWEEN":
            return self.set_of(s for s in self.walk(*a, *unit) if s != b and max(abs(s[0] - a[0]), abs(s[1] - a[1])) < max(abs(df), abs(dr)))
        if what == "BEHIND":
            return self.set_of(self.walk(*b, *unit))
        return self.set_of([a, *self.walk(*a, *unit), *self.walk(*a, -unit[0], -unit[1])])

    def tables(self) -> dict:
        """Returns {name: the table as nested lists}, padding entries 0."""
        size = max(self.number(f, r) for f, r in self.squares) + 1
        at = {self.number(f, r): (f, r) for f, r in self.squares}

        def per_square(fn):
            return [fn(*at[sq]) if sq in at else 0 for sq in range(size)]

        steps = [[(self.number(f + df, r + dr) - self.number(f, r), (f + df, r + dr)) for f, r in self.squares if self.on(f + df, r + dr)]
                 for df, dr in COMPASS]  # fmt: skip
        out = {"DIR_SHIFT": [shift for (shift, _), *_ in steps], "AVOID_WRAP": [self.set_of(t for _, t in step) for step in steps]}
        assert all(len({shift for shift, _ in step}) == 1 for step in steps)  # a numbering linear in file and rank
        out["RAY_ATTACKS"] = [[self.set_of(self.walk(*at[sq], *d)) if sq in at else 0 for d in COMPASS] for sq in range(size)]
        for line, steps in LINES.items():
            ex = per_square(lambda f, r: self.set_of(s for df, dr in steps for u in (1, -1) for s in self.walk(f, r, u * df, u * dr)))
            out[f"{line}_MASK_EX"] = ex
            out[f"{line}_MASK"] = [v | (1 << sq if sq in at else 0) for sq, v in enumerate(ex)]
        knight = [(a, b) for a in (-2, -1, 1, 2) for b in (-2, -1, 1, 2) if abs(a) != abs(b)]
        out["KNIGHT_ATTACKS"] = per_square(lambda f, r: self.leaps(f, r, knight))
        out["KING_ATTACKS"] = per_square(lambda f, r: self.leaps(f, r, COMPASS))
        out["PAWN_ATTACKS"] = [per_square(lambda f, r, u=u: self.leaps(f, r, [(-1, u), (1, u)])) for u in (1, -1)]
        first, last = 0, self.ranks - 1
        out["BACK_RANK"] = [self.set_of((f, first) for f in range(self.files)), self.set_of((f, last) for f in range(self.files))]
        out["PROMOTION_RANK"] = out["BACK_RANK"][::-1]
        out.update(zones(self.files, self.ranks, self.set_of))  # PROMOTION_ZONE ... (tests/oracles/zones.py)
        for what in ("BEHIND", "BETWEEN", "LINE"):
            out[what] = [[self.pair(at[a], at[b], what) if a in at and b in at else 0 for b in range(size)] for a in range(size)]
        out.update(self.pieces(per_square, knight))
        out.update(self.kindergarten(at, size))
        out.update(engine_tables(self.files, self.ranks, self.number))  # SQUARE_DISTANCE ... (tests/oracles/board_engine.py)
        return out

    def attacks(self, f: int, r: int, steps, occupied) -> set:
        """Returns the squares a slider on (f, r) reaches along `steps` and their opposites,
        each ray up to and including its first square in `occupied`."""
        reached = set()
        for df, dr in steps:
            for u in (1, -1):
                for s in self.walk(f, r, u * df, u * dr):
                    reached.add(s)
                    if s in occupied:
                        break
        return reached

    def pieces(self, per_square, knight) -> dict:
        """Returns PIECE_ATTACKS and BLOCKERS_AND_BEYOND ([piece][sq], PAWN..KING)."""
        lines = [None, None, LINES["BISHOP"], LINES["ROOK"], LINES["QUEEN"], None]
        leaps = {1: knight, 5: COMPASS}

        def attacks(piece):
            if piece in leaps:
                return per_square(lambda f, r: self.leaps(f, r, leaps[piece]))
            return per_square(lambda f, r: self.set_of(self.attacks(f, r, lines[piece], ())) if lines[piece] else 0)

        def beyond(f, r, steps):  # each ray less its last square
            return self.set_of(s for df, dr in steps for u in (1, -1) for s in list(self.walk(f, r, u * df, u * dr))[:-1])

        inner = [per_square(lambda f, r, p=p: beyond(f, r, lines[p]) if lines[p] else 0) for p in range(6)]
        return {"PIECE_ATTACKS": [attacks(p) for p in range(6)], "BLOCKERS_AND_BEYOND": inner}

    def kindergarten(self, at, size) -> dict:
        """Returns the kindergarten tables the board has (SPEC.md, Boards other than 8x8:
        the fill-up ones for rows of at most 12 squares, the first-rank ones of at most
        8, the a-file ones where rows <= stride + 2, (stride + 1) * (rows - 1) fits the
        bitboard and rows <= 12), each entry by a slider's walk on the board's first
        row or first column, its occupancy placed on the board's squares."""
        width = 64 if size <= 64 else 128
        row_steps, column_steps = (LINES["FILE"], LINES["RANK"]) if self.file_major else (LINES["RANK"], LINES["FILE"])
        length = self.ranks if self.file_major else self.files
        rows = self.files if self.file_major else self.ranks
        row0 = [at[p] for p in range(length)]  # position p of row 0 is square number p
        column0 = [at[self.stride * k] for k in range(rows)]  # position 0 of row k

        def xrays(slide, occupied):
            attacked = slide(occupied)
            return attacked ^ slide(occupied - attacked)

        def row_attacks(p, occ, take=lambda slide, occupied: slide(occupied)):
            occupied = {row0[i + 1] for i in range(length - 2) if occ >> i & 1}
            return take(lambda o: self.attacks(*row0[p], row_steps[:1], o), occupied)

        def column_attacks(byte, idx, take=lambda slide, occupied: slide(occupied)):
            occupied = {column0[rows - 2 - i] for i in range(rows - 2) if idx >> i & 1}
            return self.set_of(take(lambda o: self.attacks(*column0[byte], column_steps[:1], o), occupied))

        at_position = {}  # a position: the squares of every row there
        for s in self.squares:
            at_position[self.number(*s) % self.stride] = at_position.get(self.number(*s) % self.stride, 0) | self.set_of([s])

        def every_row(squares):  # the squares of every row at the positions of `squares`
            out = 0
            for position in {self.number(*s) % self.stride for s in squares}:
                out |= at_position[position]
            return out

        out = {}
        occupancies = range(1 << length - 2)
        for take, prefix, first in ((lambda slide, o: slide(o), "", "FIRST_RANK_ATTACKS"), (xrays, "XRAY_", "FIRST_RANK_XRAYS")):
            if length <= 8:
                out[first] = [[self.set_of(row_attacks(p, occ, take)) for p in range(length)] for occ in occupancies]
            if length <= 12:
                out[f"{prefix}FILL_UP_ATTACKS"] = [[every_row(row_attacks(p, occ, take)) for occ in occupancies] for p in range(length)]
            if rows <= self.stride + 2 and (self.stride + 1) * (rows - 1) <= width and rows <= 12:
                out[f"{prefix}A_FILE_ATTACKS"] = [[column_attacks(byte, idx, take) for idx in range(1 << rows - 2)] for byte in range(rows)]
        return out


def as_lists(data):
    return [as_lists(row) for row in data] if isinstance(data, tuple) else data


def board_mapping(board_text: str, mapping_name: str):
    return MAPPINGS[mapping_name].on(parse_board(board_text))


@pytest.mark.parametrize("board_text,mapping_name", CASES + WIDE)
def test_every_board_table_equals_the_walk(board_text, mapping_name):
    walk = Walk(board_text, mapping_name)
    expected = walk_tables(board_text, mapping_name)  # the walk's, which `written` reads back too
    tables = compute_tables(board_mapping(board_text, mapping_name))
    assert [t.name for t in tables] == [name for name in BOARD_TABLES if name in expected]
    highest = max(walk.number(f, r) for f, r in walk.squares)
    for table in tables:
        assert as_lists(table.data) == expected[table.name], table.name
        bits = ("u8",) if table.name.startswith("FIRST_RANK") else ("int",) if table.name == "DIR_SHIFT" or table.name.endswith("_DISTANCE") else ("u128",) if highest >= 64 else ("u64",)
        assert table.element in bits, (table.name, table.element)


@pytest.mark.parametrize("mapping_name", list(MAPPINGS))
def test_the_numbering_of_any_board_on_8x8_equals_the_carried_tables(mapping_name):
    # Board(8, 8, stride=8) is 8x8 computed as any other board: in the mapping's own
    # numbering, not carried from LERF by the permutation as the 8x8 outputs are
    direct = compute_tables(MAPPINGS[mapping_name].on(Board(8, 8, stride=8)))
    carried = {t.name: t for t in compute_tables(MAPPINGS[mapping_name])}
    for table in direct:
        if table.name not in NOT_ON_8X8:
            assert table.data == carried[table.name].data, table.name
            assert table.dims[-1].labels == carried[table.name].dims[-1].labels


@pytest.mark.parametrize("mapping_name", ["LERF", "LEFR", "BERF", "BEFR"])  # rank- and file-major, up and down
def test_the_8x8_tables_equal_the_walk(mapping_name):
    # 8x8, issue 49's tenth board, as its outputs carry it: every table of BOARD_TABLES
    # written on 8x8 (the zones are not: NOT_ON_8X8) is the walk's (the other mappings:
    # test_the_numbering_of_any_board_on_8x8_equals_the_carried_tables, and the 8x8 proofs)
    expected = walk_tables("8x8", mapping_name)
    carried = {t.name: as_lists(t.data) for t in compute_tables(MAPPINGS[mapping_name])}
    assert {name for name in BOARD_TABLES if name in carried} == {name for name in expected if name not in NOT_ON_8X8}
    for name in carried.keys() & expected.keys():
        assert carried[name] == expected[name], name


def test_parse_board():
    assert parse_board("8x8") == BOARD == parse_board("8x8/8")
    assert parse_board("10x8") == Board(10, 8) and parse_board("5x5/8") == Board(5, 5, stride=8)
    for bad in ("2x8", "8x17", "12x12", "8", "8x8x8", "axb", "5x5/"):
        with pytest.raises(ValueError):
            parse_board(bad)


@pytest.mark.parametrize(
    "args,says",
    [
        (["--board", "2x8"], "--board: a board of 2 files"),
        (["--board", "17x8"], "--board: a board of 17 files"),
        (["--board", "12x12"], "--board: 12x12 has 144 squares"),
        (["--board", "12x10/16"], "12x10/16 in LERF numbers its squares up to 155; accepted: at most 128 bits"),
        (["--board", "9x10", "--lang", "go"], "--lang: Go writes bitboards of at most 64 bits, and the 9x10 board's"),
        (["--board", "5x5/4"], "rows of 4 bits hold no 5 files"),
        (["--board", "6x6/16", "--lang", "java"], "--lang: Java writes bitboards of at most 64 bits"),
        (["--board", "6x6", "--only", "polyglot_piece_key"], "--only: polyglot_piece_key is not written for the 6x6 board; "),
        (["--board", "4x8", "--only", "rook_attacks"], "--only: rook_attacks is not written for the 4x8 board yet"),
        (["--board", "6x6", "--only", "CASTLING_EMPTY"], "--only: CASTLING_EMPTY is not written for the 6x6 board; "),
        (["--board", "10x8", "--only", "FIRST_RANK_ATTACKS"], "--only: FIRST_RANK_ATTACKS is not written"),
    ],
)
def test_a_board_not_written_is_one_line_and_exit_2(args, says, tmp_path, capsys):
    assert main(["generate", "--no-config", "--out", str(tmp_path / "out"), *args]) == 2
    err = capsys.readouterr().err
    assert says in err and err.count("\n") == 1, err
    assert not (tmp_path / "out").exists()


def test_the_configuration_names_the_board(tmp_path, monkeypatch, capsys):
    (tmp_path / "pyproject.toml").write_text('[tool.bitboard-tables]\nout = "gen"\nboard = "6x6"\nlanguages = ["python"]\n')
    monkeypatch.chdir(tmp_path)
    assert main(["generate"]) == 0
    assert sorted(p.name for p in (tmp_path / "gen").iterdir()) == ["bitboards_6x6.py"]
    (tmp_path / "pyproject.toml").write_text('[tool.bitboard-tables]\nboard = "12x10"\nlanguages = ["java"]\n')
    assert main(["generate", "--out", "other"]) == 2
    assert "languages: Java writes bitboards of at most 64 bits" in capsys.readouterr().err


def generated(tmp_path: Path, board_text: str, mapping_name: str, *options: str) -> Path:
    out = tmp_path / board_text.replace("/", "_")
    assert main(["generate", "--no-config", "--out", str(out), "--board", board_text, "--mapping", mapping_name, *options]) == 0
    return out


FIVE = "c,cpp,python,rust,zig"  # the languages of every board; test_boards_languages.py proves the others
READ_BACK = [("6x6", "LERF"), ("5x5/8", "LERF"), ("7x9", "LEFR"), ("9x10", "LERF")]  # 9x10 in 128 bits
# the boards of issue 49 (8x8 is the 8x8 proofs'), and a padded one, a file-major one and bit 127 a square
ISSUE_BOARDS = [("5x5", "LERF"), ("6x6", "LERF"), ("4x8", "LERF"), ("9x9", "LERF"), ("10x8", "LERF"), ("9x10", "LERF"),
                ("10x10", "LERF"), ("12x10", "LERF"), ("16x8", "LEFR")]  # fmt: skip
ALL_READ_BACK = ISSUE_BOARDS + [("5x5/8", "LERF"), ("7x9", "LEFR")]


@functools.lru_cache(maxsize=None)
def walk_tables(board_text: str, mapping_name: str) -> dict:
    """Returns the walk's tables of the board (computed once a process: the brute force
    of 128 squares takes a tenth of a second)."""
    return Walk(board_text, mapping_name).tables()


@pytest.fixture(scope="module")
def written(tmp_path_factory) -> Path:
    """Returns the directory of each board's directory (its tag: 5x5_8) of ALL_READ_BACK,
    holding its tables in the five languages, written once: the C header prefixed B<TAG>
    (B5X5_8_RAY_ATTACKS) and the C++ one in the namespace b<tag>, so that one program
    holds every board; the others take no prefix. Each file is read back by the project's
    reader (show, diff) as the walk's."""
    root = tmp_path_factory.mktemp("written")
    for board_text, mapping_name in ALL_READ_BACK:
        tag = board_text.replace("/", "_")
        files = ",".join(f"bitboards_{tag}.{suffix}" for suffix in ("h", "hpp", "py", "rs", "zig"))
        out = generated(root, board_text, mapping_name, "--lang", FIVE, "--prefix", f"B{tag.upper()}", "--file", files)
        for path in out.iterdir():
            assert {t.name: as_lists(t.data) for t in read_generated(path).tables} == walk_tables(board_text, mapping_name), path
    return root


def written_modules(written: Path, suffix: str, into: Optional[Path] = None):
    """Returns ([(module name b<tag>, file, tables)], {module name: the walk's tables}) of
    the `suffix` files of ALL_READ_BACK's boards in `written`; with `into`, each file
    copied there."""
    modules, walks = [], {}
    for board_text, mapping_name in ALL_READ_BACK:
        tag = board_text.replace("/", "_")
        path = written / tag / f"bitboards_{tag}.{suffix}"
        if into:
            path = Path(shutil.copy(path, into))
        modules.append((f"b{tag}", path, compute_tables(board_mapping(board_text, mapping_name))))
        walks[f"b{tag}"] = walk_tables(board_text, mapping_name)
    return modules, walks


@pytest.mark.parametrize("board_text,mapping_name", ALL_READ_BACK)
def test_the_python_output_imports_and_reads_back(board_text, mapping_name, written):
    tag = board_text.replace("/", "_")
    out = written / tag
    assert sorted(p.name for p in out.iterdir()) == [f"bitboards_{tag}.{suffix}" for suffix in ("h", "hpp", "py", "rs", "zig")]
    spec = importlib.util.spec_from_file_location(f"bitboards_{tag}", out / f"bitboards_{tag}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    walk = Walk(board_text, mapping_name)
    for name, data in walk_tables(board_text, mapping_name).items():
        assert as_lists(getattr(module, name)) == data, name
    for f, r in walk.squares:  # the square constants: A1, ..., G9
        assert getattr(module, "abcdefghijklmnop"[f].upper() + str(r + 1)) == walk.number(f, r)
    # the readers of `show` and `diff`, which take the board from the banner, read every file: `written`


def c_boards_dump(modules) -> str:
    """Returns a C program that includes each (module name b<tag>, file, tables) of
    `modules` (the header prefixed B<TAG>) and prints every entry of their tables, one a
    line in index order, as its two 64-bit halves in decimal, "high:low" (a 128-bit
    entry's by the header's b<tag>_high and b<tag>_low, which read both of its
    representations: the program needs no unsigned __int128)."""
    lines = ["#include <stdio.h>", "#include <stdint.h>"]
    for name, path, _ in modules:
        lines += [f"#define {name.upper()}_IMPLEMENTATION", f'#include "{path.name}"']
    lines += ["static void put(uint64_t high, uint64_t low) {",
              '    printf("%llu:%llu\\n", (unsigned long long)high, (unsigned long long)low);', "}", "", "int main(void) {"]  # fmt: skip
    for name, path, tables in modules:
        entry = "{name}_{table}{index}"
        for t in tables:  # a 128-bit entry by its halves, DIR_SHIFT's signed, the others' as they are
            put = f"put({name}_high({entry}), {name}_low({entry}));" if t.element == "u128" else f"put(0, {entry});"
            put = f'printf("%d\\n", (int){entry});' if t.element == "int" else put
            lines += entry_lines([(name.upper(), path, [t])], "for (int {i} = 0; {i} < {n}; {i}++) {{ ", put)
    return "\n".join(lines + ["    return 0;", "}", ""])


def halves(v: str) -> int:
    """Returns the number printed as "high:low" (two 64-bit halves in decimal), or in decimal."""
    return int(v.split(":")[0]) << 64 | int(v.split(":")[1]) if ":" in v else int(v)


def kept_build(command, build: Path) -> None:
    """Builds by `command` in `build`, its output kept between sessions
    (tests/harness/kept.py); asserts it succeeds silently."""
    from tests.harness import kept

    proc = kept.run(command, kept.C_SOURCES, cwd=build)
    assert proc.returncode == 0 and not proc.stdout and not proc.stderr, proc.stderr[:3000]


@pytest.mark.skipif(shutil.which("cc") is None, reason="no C compiler")
def test_the_c_header_compiles_and_reads_back(written, tmp_path):
    """Every board's C header (each under its prefix B<TAG>) in one program, built by cc
    -std=c99 with the strict flags (and compiled as C++11 too, as the header says it
    does), and built again where every 128-bit board takes two words: on x86-64 with
    -DB<TAG>_TWO_WORDS, and by i686 gcc, which has no unsigned __int128 (run by the
    loader of its glibc): each entry each program prints is the walk's."""
    from tests.harness.cross import emulated, sysroot, triplet

    build = tmp_path / "c"
    build.mkdir()
    modules, walks = written_modules(written, "h", build)
    (build / "dump.c").write_text(c_boards_dump(modules))
    flags = ["-std=c99", "-Wall", "-Wextra", "-Werror", "-pedantic"]
    two_words = [f"-D{name.upper()}_TWO_WORDS" for name, _, tables in modules if tables[0].element == "u128"]
    programs = {"dump": ["cc", *flags], "dump_two_words": ["cc", *flags, *two_words]}
    cc32 = shutil.which(f"{triplet('i686')}-gcc")
    if cc32:
        programs["dump_i686"] = [cc32, *flags]
    for program, command in programs.items():
        kept_build([*command, "dump.c", "-o", program], build)
        run = emulated("i686", build / program, sysroot("i686")) if program == "dump_i686" else [str(build / program)]
        assert_printed(modules, walks, subprocess.run(run, check=True, capture_output=True, text=True).stdout, number=halves)
    if shutil.which("c++"):  # the header says it compiles as C++11 too
        kept_build(["c++", "-x", "c++", "-std=c++11", *flags[1:], "-c", "dump.c", "-o", "dump_cxx.o"], build)


def test_show_draws_the_board_of_the_file(tmp_path, capsys):
    out = generated(tmp_path, "6x6", "LERF")
    capsys.readouterr()
    assert main(["show", "KNIGHT_ATTACKS", "c3", "--file", str(out / "bitboards_6x6.h")]) == 0
    drawn = capsys.readouterr().out.splitlines()
    assert drawn[2:9] == ["6 . . . . . .", "5 . 1 . 1 . .", "4 1 . . . 1 .", "3 . . X . . .", "2 1 . . . 1 .",
                          "1 . 1 . 1 . .", "  a b c d e f"]  # fmt: skip


def test_the_banner_command_writes_the_same_file_beside_the_8x8_files(tmp_path, monkeypatch):
    out = generated(tmp_path, "5x5/8", "LEFR", "--lang", FIVE)
    assert main(["generate", "--no-config", "--out", str(out), "--lang", "python"]) == 0  # 8x8 beside it
    for path in sorted(out.glob("bitboards_5x5_8.*")):
        command = path.read_text().splitlines()[2].lstrip("#/* ").split()
        assert command[:2] == ["bitboard-tables", "generate"] and "--board" in command, command
        again = tmp_path / f"again_{path.suffix[1:]}"
        again.mkdir()
        monkeypatch.chdir(again)
        assert main(command[1:]) == 0
        assert [p.name for p in again.iterdir()] == [path.name]
        assert (again / path.name).read_bytes() == path.read_bytes()
    assert sorted(p.name for p in out.iterdir()) == ["bitboards.py", "bitboards_5x5_8.h", "bitboards_5x5_8.hpp", "bitboards_5x5_8.py", "bitboards_5x5_8.rs", "bitboards_5x5_8.zig"]


def test_show_and_diff_draw_a_128_bit_entry(tmp_path, capsys):
    out = tmp_path / "wide"
    assert main(["generate", "--no-config", "--out", str(out), "--board", "9x9", "--lang", "python"]) == 0
    path = out / "bitboards_9x9.py"
    ray = Walk("9x9", "LERF").set_of((4, r) for r in range(5, 9))  # e6..e9 (square 76 in the high half)
    capsys.readouterr()
    assert main(["show", "RAY_ATTACKS", "e5", "NORT", "--file", str(path)]) == 0
    shown = capsys.readouterr().out.splitlines()
    assert shown[0] == f"RAY_ATTACKS[e5][NORT] = 0x{ray:032x}  (4 squares: e6, e7, e8, e9)", shown[0]
    assert shown[2] == "9 . . . . 1 . . . ." and shown[11] == "  a b c d e f g h i", shown
    changed = tmp_path / "changed" / path.name
    changed.parent.mkdir()
    changed.write_text(path.read_text().replace(f"0x{ray:032x}", f"0x{ray | 1 << 80:032x}", 1))  # i9 added
    main(["diff", str(path), str(changed)])
    drawn = capsys.readouterr().out
    assert f"RAY_ATTACKS[e5][NORT]: 0x{ray:032x} -> 0x{ray | 1 << 80:032x}" in drawn, drawn
    assert "9 . . . . 1 . . . +" in drawn, drawn


def assert_printed(modules, walks, printed: str, number=int) -> None:
    """Asserts that `printed`, every entry of every table of `modules` in decimal
    (read by `number`), one a line in index order, holds the walk's entries and no more."""
    values = iter(number(v) for v in printed.split())

    def read(shape):
        return [read(shape[1:]) for _ in range(shape[0])] if len(shape) > 1 else [next(values) for _ in range(shape[0])]

    for name, _, tables in modules:
        for t in tables:
            assert read(t.shape) == walks[name][t.name], (name, t.name)
    assert next(values, None) is None


def entry_lines(modules, loop: str, statement: str, spelled=lambda name: name) -> list:
    """Returns the lines of a program that print every entry of every table of
    `modules` in index order: `loop` (its index {i}, its bound {n}) around
    `statement` (the module {name}, the `spelled` table {table}, its {index})."""
    lines = []
    for name, _, tables in modules:
        for t in tables:
            loops = "".join(loop.format(i=f"x{k}", n=n) for k, n in enumerate(t.shape))
            index = "".join(f"[x{k}]" for k in range(len(t.shape)))
            lines.append("    " + loops + statement.format(name=name, table=spelled(t.name), index=index) + " }" * len(t.shape))
    return lines


def rust_dump(modules) -> str:
    """Returns a Rust program that holds each (module name, file beside it, tables) of `modules`
    and prints every entry of their tables, one a line in decimal, in index order."""
    lines = [f'#[allow(dead_code)]\nmod {name} {{\n    include!("{path.name}");\n}}' for name, path, _ in modules]
    lines += ["use std::io::Write;", "", "fn main() {", "    let mut out = std::io::BufWriter::new(std::io::stdout().lock());"]
    lines += entry_lines(modules, "for {i} in 0..{n} {{ ", 'writeln!(out, "{{}}", {name}::{table}{index}).unwrap();')
    return "\n".join(lines + ["}", ""])


def test_the_rust_module_compiles_and_reads_back(written, tmp_path):
    """The Rust modules of every board, 64-bit and 128-bit, `rustfmt --check`-clean, in one program built by
    the newest rustc with -D warnings (and type-checked by Debian's, the oldest the
    module promises, and by clippy with -D warnings): each entry it prints, Rust's
    own decimal of a u64 or u128, is the walk's."""
    from tests.drivers.rust.build import NEWEST, RUSTCS, rustfmt_check
    from tests.harness import kept

    NEWEST.require()
    modules, walks = written_modules(written, "rs", tmp_path)
    rustfmt_check([path for _, path, _ in modules])
    (tmp_path / "main.rs").write_text(rust_dump(modules))
    NEWEST.build(["--edition", "2021", "-C", "opt-level=0", "main.rs", "-o", "dump"], cwd=tmp_path)
    for rustc in RUSTCS[1:]:  # Rust 1.63: a check of the same program
        if rustc.path:
            rustc.build(["--edition", "2018", "--emit", "metadata=old.rmeta", "main.rs"], cwd=tmp_path)
    clippy = Path(NEWEST.path).with_name("clippy-driver")
    if clippy.exists():  # its metadata kept as a program is (tests/harness/kept.py)
        proc = kept.run([str(clippy), "--edition", "2021", "-D", "warnings", "main.rs", "--emit", "metadata=c.rmeta"], kept.RUST_SOURCES, cwd=tmp_path)
        assert proc.returncode == 0 and not proc.stderr.strip(), proc.stderr[:3000]
    assert_printed(modules, walks, subprocess.run([str(tmp_path / "dump")], check=True, capture_output=True, text=True).stdout)


def zig_dump(modules) -> str:
    """Returns a Zig program that imports each (module name, file, tables) of `modules`
    and prints every entry of their tables, one a line in decimal, in index order."""
    from bitboard_tables.languages.zig import zig_name

    lines = ['const std = @import("std");'] + [f'const {name} = @import("{path.name}");' for name, path, _ in modules]
    lines += ["", "pub fn main() void {"]
    lines += entry_lines(modules, "for (0..{n}) |{i}| {{ ", 'std.debug.print("{{d}}\\n", .{{{name}.{table}{index}}});', zig_name)
    return "\n".join(lines + ["}", ""])


@pytest.mark.parametrize("zig", ZIGS, ids=lambda zig: zig.name)
def test_the_zig_module_compiles_and_reads_back(written, tmp_path, zig):
    """The Zig modules of every board, 64-bit and 128-bit, `zig fmt`-clean, in one
    program built by the pinned Zig and by the current one: each entry it prints
    (std.debug.print, on stderr: the same in every Zig), Zig's own decimal of a u64 or
    u128, is the walk's."""
    zig.require()
    build = tmp_path / "build"  # a Zig module imports files within its own folder
    build.mkdir()
    modules, walks = written_modules(written, "zig", build)
    zig.run(["fmt", "--check", *(path.name for _, path, _ in modules)], build)
    (build / "main.zig").write_text(zig_dump(modules))
    zig.run(["build-exe", "main.zig", "-femit-bin=dump"], build)
    assert_printed(modules, walks, subprocess.run([str(build / "dump")], check=True, capture_output=True, text=True).stderr)


def cpp_dump(modules) -> str:
    """Returns a C++ program that includes each (namespace, file beside it, tables) of `modules`
    and prints every entry of their tables, one a line in index order, as its two 64-bit
    halves in decimal, "high:low" (a 128-bit entry's by the namespace's high and low,
    which read both of its representations: the program needs no unsigned __int128)."""
    lines = ["#include <cstdint>", "#include <cstdio>"] + [f'#include "{path.name}"' for _, path, _ in modules]
    lines += ["", "static void put(std::uint64_t high, std::uint64_t low) {",
              "    std::printf(\"%llu:%llu\\n\", static_cast<unsigned long long>(high), static_cast<unsigned long long>(low));", "}"]  # fmt: skip
    lines += ["", "int main() {"]
    for name, path, tables in modules:
        entry = "{name}::{table}{index}"
        for t in tables:  # a 128-bit entry by its halves, DIR_SHIFT's signed, the others' as they are
            put = f"put({name}::high({entry}), {name}::low({entry}));" if t.element == "u128" else f"put(0, {entry});"
            put = f'std::printf("%d\\n", {entry});' if t.element == "int" else put
            lines += entry_lines([(name, path, [t])], "for (int {i} = 0; {i} < {n}; {i}++) {{ ", put)
    return "\n".join(lines + ["    return 0;", "}", ""])


def test_the_cpp_header_compiles_and_reads_back(written, tmp_path):
    """The C++ headers of every board, 64-bit and 128-bit, each in its namespace
    (b6x6, from --prefix B6X6), in one program built by g++ -std=c++17 with the strict
    flags of the C++ tests, and built again where every 128-bit board takes two words:
    on x86-64 with -DB<TAG>_TWO_WORDS, and by i686 g++, which has no unsigned __int128
    (run by the loader of its glibc): each entry each program prints is the walk's."""
    from tests.drivers.cpp.build import CPP_STRICT
    from tests.harness.cross import emulated, sysroot, triplet

    if shutil.which("g++") is None:
        pytest.skip("no g++")
    modules, walks = written_modules(written, "hpp", tmp_path)
    (tmp_path / "dump.cpp").write_text(cpp_dump(modules))
    two_words = [f"-D{name.upper()}_TWO_WORDS" for name, _, tables in modules if tables[0].element == "u128"]
    programs = {"dump": ["g++"], "dump_two_words": ["g++", *two_words]}
    cxx32 = shutil.which(f"{triplet('i686')}-g++")
    if cxx32:
        programs["dump_i686"] = [cxx32]
    for program, command in programs.items():
        kept_build([*command, "-std=c++17", *CPP_STRICT, "dump.cpp", "-o", program], tmp_path)
        run = emulated("i686", tmp_path / program, sysroot("i686")) if program == "dump_i686" else [str(tmp_path / program)]
        assert_printed(modules, walks, subprocess.run(run, check=True, capture_output=True, text=True).stdout, number=halves)
