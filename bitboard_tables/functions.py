"""The lookup functions of SPEC.md: what each takes, returns and needs.

One record per function; every output language takes the one-line description
from here, so the comments and docstrings of the outputs cannot drift apart. The
Python docstring adds what each argument is and what happens at the edges
(the Python language's `python_docstring`). The bodies are data, `function_bodies.py`'s,
proven against the oracle and printed by C, C++, Go, Rust, Java, C#, Zig,
Python and JavaScript (Python keeping its fast paths of six, JavaScript its line
lookups on 32-bit halves). `needs` lists
the tables and the functions a body uses, so that a subset of the outputs can
pull in what it depends on. An argument or result is a BITBOARD or an INTEGER (a
square, piece, direction, file, rank or count); each language names the two its
own way.

A line lookup reads the line's occupancy one of two kindergarten ways, chosen
by the square mapping: a line held in one byte, or whose squares lie in
different bytes at neighbouring positions (the diagonals, and the rank in a
rank-major mapping), by the fill-up multiplication and `FILL_UP_ATTACKS`; the
line at one position of every byte (the file in a rank-major mapping, the rank
in a file-major one) by the CPW a-file index and `A_FILE_ATTACKS`. The record
says which (`Function.lookup`); the templates lay out the one they are given.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Callable, Dict, Iterable, List, Optional, Tuple

from .board import FILE_LETTERS
from .geometry import COLOR_NAMES, DIRECTION_NAMES, PIECE_NAMES
from .mapping import LERF, Mapping

FILL_UP_LOOKUP, A_FILE_LOOKUP = "fill_up", "a_file"  # the two kindergarten lookups
# the kinds of argument and result: an integer argument is an index (a square, piece,
# direction, file or rank), an integer result a square or a count
BITBOARD, INTEGER = "bitboard", "integer"
NAME = "name"  # a square's name, "a1" .. "h8": text
SQUARE_OR_NONE = "square_or_none"  # a square, or the language's "no square" (parse_square)
SQUARES = "squares"  # the squares of a bitboard, lowest first, as the language iterates them


@dataclass(frozen=True)
class Lookup:
    """How a line lookup reads its line in one mapping: the kindergarten lookup (the
    name of the template macro that lays it out) and the tables it reads."""

    kind: str  # FILL_UP_LOOKUP or A_FILE_LOOKUP
    table: str  # the attack or x-ray table it indexes
    mask: str = ""  # the *_MASK_EX table of a fill-up lookup; none for the a-file lookup

    @property
    def tables(self) -> Tuple[str, ...]:
        """Returns the names of the tables it reads, the mask first."""
        return (self.mask, self.table) if self.mask else (self.table,)


@dataclass(frozen=True)
class Function:
    name: str
    group: str
    params: Tuple[Tuple[str, str], ...]  # (name, BITBOARD or INTEGER)
    returns: str  # BITBOARD or INTEGER
    doc: str
    needs: Tuple[str, ...] = ()  # table and function names; for a line lookup, see needs_in
    edges: str = ""  # what the function returns at the edges of its domain
    args: Tuple[Tuple[str, str], ...] = ()  # (name, meaning) where ARGUMENTS does not fit
    line: str = ""  # a line lookup: "rank", "file", "diagonal" or "anti_diagonal"
    xray: bool = False  # a line lookup of the x-ray tables

    def lookup(self, mapping: Mapping) -> Optional[Lookup]:
        """Returns how this line lookup reads its line in `mapping`: the a-file lookup for
        the line at one position of every byte, else the fill-up lookup; None for a
        function that is not a line lookup."""
        if not self.line:
            return None
        kind = "XRAY_" if self.xray else ""  # the x-ray tables' names open with it
        if self.line == mapping.column_line:
            return Lookup(A_FILE_LOOKUP, f"{kind}A_FILE_ATTACKS")
        return Lookup(FILL_UP_LOOKUP, f"{kind}FILL_UP_ATTACKS", f"{self.line.upper()}_MASK_EX")

    def needs_in(self, mapping: Mapping) -> Tuple[str, ...]:
        """Returns the table and function names the body uses in `mapping`."""
        lookup = self.lookup(mapping)
        return self.needs if lookup is None else lookup.tables


def _f(name, group, params, doc, needs=(), returns=BITBOARD, edges="", args=()):
    return Function(name, group, tuple(params), returns, doc, tuple(needs), edges, tuple(args))


def _line(name, line, doc, edges, xray=False):
    """Returns a line lookup: its tables depend on the mapping (see Function.needs_in)."""
    group = "xray" if xray else "line"
    return Function(name, group, OCC_SQ, BITBOARD, doc, (), edges, (), line, xray)


OCC_SQ = (("occ", BITBOARD), ("sq", INTEGER))

# What each argument is, by name, for the Python docstrings; a function's `args`
# overrides an entry.
ARGUMENTS = {
    "b": "a bitboard",
    "occ": "the occupied squares (a bitboard); the bit of sq itself is ignored",
    "sq": "the square of the slider, 0..63",
    "blockers": "a bitboard: the pieces to see through where they are attacked",
    "piece": "the piece kind, PAWN..KING",
    "own": "the side's own pieces, its king included (a bitboard)",
    "king_sq": "the square of the side's king, 0..63",
    "enemy_rq": "the enemy rooks and queens (a bitboard)",
    "enemy_bq": "the enemy bishops and queens (a bitboard)",
    "dir": "a direction, NOEA..NORT (0..7)",
    "gen": "the squares to fill from (a bitboard)",
    "empty": "the empty squares (a bitboard)",
    "sliders": "the sliders that move in dir (a bitboard)",
    "targets": "the squares to look from in the opposite direction (a bitboard)",
    "file": "the file, 0..7 for a..h",
    "rank": "the rank, 0..7 for 1..8",
    "name": 'a square\'s name, a file a..h and a rank 1..8 ("d4")',
    "frm": "a square, 0..63",
    "to": "a square, 0..63",
    "color": "the side, WHITE or BLACK (0, 1)",
}
_SQUARE_EDGES = "No range check: a file or rank outside 0..7 gives a number that is no square."
_COORDINATE_EDGES = "No range check: a square outside 0..63 gives a number outside 0..7."

# Closes every docstring of a function that takes a bitboard (SPEC.md, Outputs).
BITBOARD_NOTE = (
    "A bitboard argument is read modulo 2**64: a negative int counts as its two's complement, "
    "so ~x works. A returned bitboard is an int in 0 .. 2**64 - 1."
)

_LINE_EDGES = (
    "On an empty board the whole line less sq ({mask}[sq]); a slider on an edge "
    "attacks one side only; a side whose squares are all empty runs to the edge."
)
_XRAY_LINE_EDGES = (
    "0 on a side without a blocker; up to the edge on a side with only one blocker; "
    "never the first blockers themselves."
)
_XRAY_THROUGH_EDGES = (
    "0 when blockers holds none of the squares attacked from sq; a blocker that is "
    "not attacked is ignored, so blockers may be all own pieces or all pieces."
)

_PAWN_EDGES = "0 for a pawn on its last rank (rank 8 for WHITE, rank 1 for BLACK), which has nothing in front."
_SQ = [("sq", "a square, 0..63")]
# the functions of the tables every engine builds at start-up (issue 47): Stockfish's names
_ENGINE_FUNCTIONS = (
    _f(
        "distance",
        "distance",
        [("frm", INTEGER), ("to", INTEGER)],
        "Returns the Chebyshev (king's) distance of squares frm and to, 0..7 (SQUARE_DISTANCE).",
        ["SQUARE_DISTANCE"],
        returns=INTEGER,
        edges="0 for frm == to; 7 for opposite corners and edges (a1-h8, a1-a8, a1-h1).",
    ),
    _f(
        "manhattan_distance",
        "distance",
        [("frm", INTEGER), ("to", INTEGER)],
        "Returns the Manhattan distance of squares frm and to, files plus ranks apart, 0..14 (MANHATTAN_DISTANCE).",
        ["MANHATTAN_DISTANCE"],
        returns=INTEGER,
        edges="0 for frm == to; 14 for opposite corners (a1-h8, h1-a8).",
    ),
    _f(
        "forward_ranks",
        "pawns",
        [("color", INTEGER), ("sq", INTEGER)],
        "Returns the ranks in front of sq's rank for color, that rank excluded (FORWARD_RANKS, by rank).",
        ["FORWARD_RANKS"],
        edges="0 on rank 8 for WHITE and on rank 1 for BLACK; seven ranks on the first rank of each.",
        args=_SQ,
    ),
    _f(
        "forward_file",
        "pawns",
        [("color", INTEGER), ("sq", INTEGER)],
        "Returns the squares in front of sq on its file for color, sq excluded (FORWARD_FILE).",
        ["FORWARD_FILE"],
        edges=_PAWN_EDGES,
        args=_SQ,
    ),
    _f(
        "pawn_attack_span",
        "pawns",
        [("color", INTEGER), ("sq", INTEGER)],
        "Returns the squares a pawn of color on sq may attack as it advances (PAWN_ATTACK_SPAN).",
        ["PAWN_ATTACK_SPAN"],
        edges=_PAWN_EDGES + " One file only on the a- and h-file.",
        args=_SQ,
    ),
    _f(
        "passed_pawn_span",
        "pawns",
        [("color", INTEGER), ("sq", INTEGER)],
        "Returns the squares in front of sq on its file and the files beside, for color (PASSED_PAWN_SPAN).",
        ["PASSED_PAWN_SPAN"],
        edges=_PAWN_EDGES + " Two files only on the a- and h-file.",
        args=_SQ,
    ),
    _f(
        "adjacent_files",
        "pawns",
        [("sq", INTEGER)],
        "Returns the files beside sq's file, that file excluded (ADJACENT_FILES, by file).",
        ["ADJACENT_FILES"],
        edges="The b-file alone for a square on the a-file, the g-file alone on the h-file. The index is the "
        "square's file, so a square outside 0..63 reads another entry: no range check but C's checked mode.",
        args=_SQ,
    ),
    _f(
        "polyglot_piece_key",
        "polyglot",
        [("color", INTEGER), ("piece", INTEGER), ("sq", INTEGER)],
        "Returns the Polyglot key of a piece of color on sq: the POLYGLOT_RANDOM entry 64 * kind + Polyglot's number of sq.",
        ["POLYGLOT_RANDOM"],
        edges="A key, not a set of squares: the same number in every mapping for the same piece on the same "
        "square (kind is 2 * piece + 1 for WHITE, 2 * piece for BLACK; Polyglot numbers a square 8 * rank + file). "
        "The index is computed, so a square outside 0..63 may read another key: no range check but C's checked mode.",
        args=_SQ,
    ),
)

FUNCTIONS: Tuple[Function, ...] = (
    _f(
        "square",
        "squares",
        [("file", INTEGER), ("rank", INTEGER)],
        "Returns the number of the square on file (0..7: a..h) and rank (0..7: 1..8).",
        returns=INTEGER,
        edges=_SQUARE_EDGES,
    ),
    _f(
        "square_file",
        "squares",
        [("sq", INTEGER)],
        "Returns the file (0..7: a..h) of square sq.",
        returns=INTEGER,
        edges=_COORDINATE_EDGES,
        args=[("sq", "a square, 0..63")],
    ),
    _f(
        "square_rank",
        "squares",
        [("sq", INTEGER)],
        "Returns the rank (0..7: 1..8) of square sq.",
        returns=INTEGER,
        edges=_COORDINATE_EDGES,
        args=[("sq", "a square, 0..63")],
    ),
    _f(
        "square_bb",
        "square_bit",
        [("sq", INTEGER)],
        "Returns the bitboard of square sq alone: only bit sq set.",
        edges="No range check in this module: a square outside 0..63 gives no bitboard (2**64 for 64; "
        "ValueError for a negative one). C's checked mode stops it, Rust's debug build and Zig's safe builds panic.",
        args=[("sq", "a square, 0..63")],
    ),
    _f(
        "lsb",
        "bits",
        [("b", BITBOARD)],
        "Returns the index of the lowest set bit of b; 64 for 0, which has none.",
        returns=INTEGER,
        edges="64 for 0, which has no set bit, in every output and build (the C header's checked mode stops it "
        "as the caller's error).",
    ),
    _f(
        "popcount",
        "bits",
        [("b", BITBOARD)],
        "Returns the number of set bits of b (0 for 0).",
        returns=INTEGER,
        edges="0 for 0; 64 for the full board (2**64 - 1, or -1 or ~0 in Python).",
    ),
    _f(
        "square_name",
        "names",
        [("sq", INTEGER)],
        'Returns the name of square sq, "a1" .. "h8".',
        ["square_file", "square_rank"],
        returns=NAME,
        edges="No range check: a square outside 0..63 is the caller's error.",
        args=[("sq", "a square, 0..63")],
    ),
    _f(
        "parse_square",
        "names",
        [("name", NAME)],
        'Returns the number of the square named name ("d4"), the inverse of square_name.',
        ["square"],
        returns=SQUARE_OR_NONE,
        edges="A name that is not two characters, a lowercase file a..h then a rank 1..8, names no square: "
        "this module raises ValueError (C returns -1, Rust None).",
    ),
    _f(
        "squares",
        "names",
        [("b", BITBOARD)],
        "Returns the squares of b, lowest first.",
        ["lsb"],
        returns=SQUARES,
        edges="Nothing for 0; all 64 squares, 0 to 63, for the full board.",
    ),
    _line(
        "rank_attacks",
        "rank",
        "Returns the rank attacks of a slider on sq: each side up to and including the first occupied square.",
        _LINE_EDGES.format(mask="RANK_MASK_EX"),
    ),
    _line(
        "file_attacks",
        "file",
        "Returns the file attacks of a slider on sq: each side up to and including the first occupied square.",
        _LINE_EDGES.format(mask="FILE_MASK_EX"),
    ),
    _line(
        "diagonal_attacks",
        "diagonal",
        "Returns the diagonal (a1-h8) attacks of a slider on sq, up to and including the first blockers.",
        _LINE_EDGES.format(mask="DIAGONAL_MASK_EX") + " On h1 and a8 the diagonal is that square alone: 0.",
    ),
    _line(
        "anti_diagonal_attacks",
        "anti_diagonal",
        "Returns the anti-diagonal (h1-a8) attacks of a slider on sq, up to and including the first blockers.",
        _LINE_EDGES.format(mask="ANTI_DIAGONAL_MASK_EX") + " On a1 and h8 the anti-diagonal is that square alone: 0.",
    ),
    _f(
        "rook_attacks",
        "piece",
        OCC_SQ,
        "Returns the rook attacks from sq given the occupancy occ: rank_attacks | file_attacks.",
        ["rank_attacks", "file_attacks"],
        edges="On an empty board ROOK_MASK_EX[sq] (14 squares); every ray includes its first occupied square, "
        "whatever its color.",
        args=[("sq", "the rook's square, 0..63")],
    ),
    _f(
        "bishop_attacks",
        "piece",
        OCC_SQ,
        "Returns the bishop attacks from sq given the occupancy occ: diagonal_attacks | anti_diagonal_attacks.",
        ["diagonal_attacks", "anti_diagonal_attacks"],
        edges="On an empty board BISHOP_MASK_EX[sq] (7 to 13 squares); every ray includes its first occupied "
        "square, whatever its color.",
        args=[("sq", "the bishop's square, 0..63")],
    ),
    _f(
        "queen_attacks",
        "piece",
        OCC_SQ,
        "Returns the queen attacks from sq given the occupancy occ: rook_attacks | bishop_attacks.",
        ["rook_attacks", "bishop_attacks"],
        edges="On an empty board QUEEN_MASK_EX[sq] (27 squares from d4); every ray includes its first occupied "
        "square, whatever its color.",
        args=[("sq", "the queen's square, 0..63")],
    ),
    _line(
        "xray_rank_attacks",
        "rank",
        "Returns the rank x-rays of a slider on sq: behind each first blocker, up to and including the second.",
        _XRAY_LINE_EDGES,
        xray=True,
    ),
    _line(
        "xray_file_attacks",
        "file",
        "Returns the file x-rays of a slider on sq: behind each first blocker, up to and including the second.",
        _XRAY_LINE_EDGES,
        xray=True,
    ),
    _line(
        "xray_diagonal_attacks",
        "diagonal",
        "Returns the diagonal x-rays of a slider on sq: behind each first blocker, up to and including the second.",
        _XRAY_LINE_EDGES,
        xray=True,
    ),
    _line(
        "xray_anti_diagonal_attacks",
        "anti_diagonal",
        "Returns the anti-diagonal x-rays of a slider on sq: behind each first blocker, up to and including the second.",
        _XRAY_LINE_EDGES,
        xray=True,
    ),
    _f(
        "xray_rook_attacks",
        "xray",
        [("occ", BITBOARD), ("blockers", BITBOARD), ("sq", INTEGER)],
        "Returns the rook attacks from sq that appear when the attacked blockers are removed (0 if none).",
        ["rook_attacks"],
        edges=_XRAY_THROUGH_EDGES,
        args=[("sq", "the rook's square, 0..63")],
    ),
    _f(
        "xray_bishop_attacks",
        "xray",
        [("occ", BITBOARD), ("blockers", BITBOARD), ("sq", INTEGER)],
        "Returns the bishop attacks from sq that appear when the attacked blockers are removed (0 if none).",
        ["bishop_attacks"],
        edges=_XRAY_THROUGH_EDGES,
        args=[("sq", "the bishop's square, 0..63")],
    ),
    _f(
        "piece_attacks",
        "piece",
        [("piece", INTEGER), ("occ", BITBOARD), ("sq", INTEGER)],
        "Returns the attacks of piece (KNIGHT..KING) on sq by blockers-and-beyond; 0 for PAWN.",
        ["PIECE_ATTACKS", "BLOCKERS_AND_BEYOND", "BEHIND", "lsb"],
        edges="0 for PAWN, whose attacks depend on its color: use PAWN_ATTACKS[color][sq]. Knight and king "
        "attacks ignore occ. On an empty board PIECE_ATTACKS[piece][sq].",
        args=[("sq", "the piece's square, 0..63")],
    ),
    _f(
        "pinned",
        "pins",
        [("occ", BITBOARD), ("own", BITBOARD), ("king_sq", INTEGER), ("enemy_rq", BITBOARD), ("enemy_bq", BITBOARD)],
        "Returns the own pieces absolutely pinned to the king on king_sq by enemy_rq (rooks, queens) and enemy_bq (bishops, queens).",
        ["xray_rook_attacks", "xray_bishop_attacks", "BETWEEN", "lsb"],
        edges="0 when nothing is pinned. occ must hold own and every enemy piece; enemy sliders that are not "
        "on a line with the king pin nothing.",
        args=[("occ", "all occupied squares, both sides (a bitboard)")],
    ),
    _f(
        "shift_one",
        "setwise",
        [("b", BITBOARD), ("dir", INTEGER)],
        "Returns b moved one step in dir; squares that would leave the board are dropped.",
        ["DIR_SHIFT", "AVOID_WRAP"],
        edges="0 for 0; nothing wraps from the h-file to the a-file or back.",
    ),
    _f(
        "occluded_fill",
        "setwise",
        [("gen", BITBOARD), ("empty", BITBOARD), ("dir", INTEGER)],
        "Returns gen filled in dir through the empty squares, gen included, blockers excluded.",
        ["DIR_SHIFT", "AVOID_WRAP"],
        edges="gen itself when empty is 0; with empty = ~0 each ray from gen to the edge, gen included.",
    ),
    _f(
        "sliding_attacks",
        "setwise",
        [("sliders", BITBOARD), ("empty", BITBOARD), ("dir", INTEGER)],
        "Returns the squares the sliders attack in dir, up to and including the first non-empty square.",
        ["occluded_fill", "shift_one"],
        edges="0 when sliders is 0 or every slider stands on the edge it faces.",
    ),
    _f(
        "xray_attacks",
        "setwise",
        [("sliders", BITBOARD), ("empty", BITBOARD), ("blockers", BITBOARD), ("dir", INTEGER)],
        "Returns the squares attacked in dir from the blockers the sliders attack: what lies behind them (CPW x-rays).",
        ["sliding_attacks"],
        edges="0 when no slider attacks a blocker in dir.",
        args=[("blockers", "the pieces to look through where the sliders attack them (a bitboard)")],
    ),
    _f(
        "between_slider_and_target",
        "setwise",
        [("sliders", BITBOARD), ("empty", BITBOARD), ("targets", BITBOARD), ("dir", INTEGER)],
        "Returns the squares between sliders and targets in dir: all of them when none is occupied, the blocker when one is.",
        ["sliding_attacks"],
        edges="0 when no target lies on a slider's ray in dir, and for a slider and a target with two or more "
        "pieces between them.",
    ),
    *_ENGINE_FUNCTIONS,
)

# The int arguments that index a table, by parameter name: how many values they
# take (0 to count - 1) and what they are. The C checked mode asserts the range.
ARGUMENT_RANGES: Dict[str, Tuple[int, str]] = {
    "sq": (64, "a square 0..63"),
    "frm": (64, "a square 0..63"),
    "to": (64, "a square 0..63"),
    "king_sq": (64, "a square 0..63"),
    "piece": (6, "a piece 0..5"),
    "color": (2, "a color 0..1"),
    "dir": (8, "a direction 0..7"),
}

# the enumeration constants a description may name (the squares it does not)
ENUMERATION_NAMES = DIRECTION_NAMES + COLOR_NAMES + PIECE_NAMES

GROUPS = {
    "squares": "Squares",
    "square_bit": "The bit of a square",
    "bits": "Bit scans",
    "names": "Square names and the squares of a bitboard",
    "line": "Line attacks (kindergarten)",
    "piece": "Piece attacks",
    "xray": "X-rays",
    "pins": "Pins",
    "setwise": "Set-wise Kogge-Stone fills",
    "distance": "Distances",
    "pawns": "Pawn structure",
    "polyglot": "Polyglot keys",
}

# the groups of the functions that read ENGINE_TABLES (tables.py) alone: C writes them
# with those tables in bitboards_engine.h
ENGINE_GROUPS = ("distance", "pawns", "polyglot")


def argument_ranges(squares: int = 64) -> Dict[str, Tuple[int, str]]:
    """Returns ARGUMENT_RANGES on a board of `squares` squares (issue 49): a square among that many numbers."""
    return {name: (squares, f"a square 0..{squares - 1}") if count == 64 else (count, what) for name, (count, what) in ARGUMENT_RANGES.items()}


def ranged_arguments(function: Function, squares: int = 64) -> List[Tuple[str, int, str]]:
    """Returns (argument, count, what it is) for each argument of `function` that
    indexes a table, in parameter order, a square's among `squares` numbers (a
    board's, issue 49); empty for a function of bitboards only and for the square
    helpers, which index nothing (and are C macros, constant expressions, where no
    check can run)."""
    ranges = argument_ranges(squares) if function.group != "squares" else {}
    return [(name, *ranges[name]) for name, kind in function.params if kind == INTEGER and name in ranges]


# The functions a board other than 8x8 may have (issue 49): those whose bodies read
# the board's tables (the line lookups where their kindergarten tables are, the
# pieces' lookups on them, the x-rays, piece_attacks, pinned and the Kogge-Stone
# fills), the bit of a square and the bit scan their loops call, the square helpers,
# names, popcount and the squares' iterator, and the engine tables' lookups but
# polyglot_piece_key (Polyglot is 8x8's).
BOARD_FUNCTIONS = (
    "square", "square_file", "square_rank", "square_bb", "lsb", "popcount", "square_name", "parse_square", "squares",
    "rank_attacks", "file_attacks", "diagonal_attacks", "anti_diagonal_attacks", "rook_attacks",
    "bishop_attacks", "queen_attacks", "xray_rank_attacks", "xray_file_attacks", "xray_diagonal_attacks",
    "xray_anti_diagonal_attacks", "xray_rook_attacks", "xray_bishop_attacks", "piece_attacks", "pinned", "shift_one",
    "occluded_fill", "sliding_attacks", "xray_attacks", "between_slider_and_target", "distance", "manhattan_distance",
    "forward_ranks", "forward_file", "pawn_attack_span", "passed_pawn_span", "adjacent_files",
)  # fmt: skip

# the functions C's and C++'s headers of 128-bit bitboards write for both representations
# (unsigned __int128 and two words: templates/bits_cfamily.j2), not among the function sections
TWO_WORD_FUNCTIONS = ("square_bb", "lsb", "popcount")


def board_functions(mapping: Mapping, table_names: Iterable[str]) -> Tuple[Function, ...]:
    """Returns the functions of `mapping`'s board, in output order: every one on 8x8;
    on another board those of BOARD_FUNCTIONS whose tables, and the tables of the
    functions they call, are among `table_names` (the board's)."""
    if mapping.board.is_default:
        return FUNCTIONS
    tables, found = set(table_names), []
    for name in BOARD_FUNCTIONS:
        try:
            _, needed = closure([name], tables, mapping)
        except KeyError:  # a table the board lacks: A_FILE_ATTACKS where no a-file lookup serves
            continue
        if set(needed) <= set(BOARD_FUNCTIONS):
            found.append(name)
    return tuple(_on_board(f, mapping.board) for f in FUNCTIONS if f.name in found)


def _on_board(fn: Function, board) -> Function:
    """Returns `fn` with the words that name the 8x8 board's files and ranks (a..h, 1..8,
    0..7, its 64 squares) naming `board`'s: what the square helpers, names and
    popcount say on it."""
    last, ranks, squares = FILE_LETTERS[board.files - 1], board.ranks, board.squares
    words = {
        "(0..7: a..h)": f"(0..{board.files - 1}: a..{last})", "(0..7: 1..8)": f"(0..{ranks - 1}: 1..{ranks})",
        "0..7 for a..h": f"0..{board.files - 1} for a..{last}", "0..7 for 1..8": f"0..{ranks - 1} for 1..{ranks}",
        "outside 0..7": "outside the board's", '"h8"': f'"{last}{ranks}"', "a..h": f"a..{last}", "1..8": f"1..{ranks}",
        "not two characters, a": "not a", "all 64 squares, 0 to 63,": f"all {squares} squares",
        "64 for the full board (2**64 - 1, or -1 or ~0 in Python)": f"{squares} for all the board's squares",
        **_engine_words(board),
    }  # fmt: skip

    def worded(text: str) -> str:
        for eight, own in words.items():
            text = text.replace(eight, own)
        return text

    args = dict(fn.args, **{name: ARGUMENTS[name] for name, _ in fn.params if name in ("file", "rank", "name")})
    return replace(fn, doc=worded(fn.doc), edges=worded(fn.edges), args=tuple((name, worded(text)) for name, text in args.items()))


def _engine_words(board) -> Dict[str, str]:
    """Returns the words of the engine tables' lookups that name the 8x8 board's
    distances, last rank and files (`_on_board`), as `board`'s."""
    last, ranks, longest = FILE_LETTERS[board.files - 1], board.ranks, board.longest_ray
    farthest = [f"a1-{last}{ranks}"] + [f"a1-a{ranks}"] * (ranks >= board.files) + [f"a1-{last}1"] * (board.files >= ranks)
    return {
        "0..7 (SQUARE_DISTANCE)": f"0..{longest} (SQUARE_DISTANCE)",
        "7 for opposite corners and edges (a1-h8, a1-a8, a1-h1)": f"{longest} for the farthest squares ({', '.join(farthest)})",
        "0..14 (MANHATTAN_DISTANCE)": f"0..{board.files + ranks - 2} (MANHATTAN_DISTANCE)",
        "14 for opposite corners (a1-h8, h1-a8)": f"{board.files + ranks - 2} for opposite corners (a1-{last}{ranks}, {last}1-a{ranks})",
        "on rank 8 for WHITE": f"on rank {ranks} for WHITE", "(rank 8 for WHITE": f"(rank {ranks} for WHITE",
        "seven ranks on the first rank": f"{ranks - 1} ranks on the first rank", "a- and h-file": f"a- and {last}-file",
        "the g-file alone on the h-file": f"the {FILE_LETTERS[board.files - 2]}-file alone on the {last}-file",
    }  # fmt: skip


def functions_by_name() -> Dict[str, Function]:
    """Returns FUNCTIONS keyed by name."""
    return {f.name: f for f in FUNCTIONS}


def reads_a_table(function: Function, mapping: Mapping = LERF) -> bool:
    """Returns whether the body of `function` reads a table in `mapping`, itself or
    through a function it calls: whether an index out of range is one beyond a table
    (`square_bb`, the square helpers and the bit scans read none)."""
    funcs = functions_by_name()
    todo, seen = [function.name], set()
    while todo:
        name = todo.pop()
        if name not in funcs:
            return True
        if name not in seen:
            seen.add(name)
            todo.extend(funcs[name].needs_in(mapping))
    return False


def closure(names: Iterable[str], table_names: Iterable[str], mapping: Mapping = LERF) -> Tuple[List[str], List[str]]:
    """Returns (tables, functions) that `names` need in `mapping`, the names themselves
    included, each list in output order. Raises KeyError naming an unknown name."""
    funcs = functions_by_name()
    tables = set(table_names)
    want_tables, want_funcs = set(), set()
    todo = list(names)
    while todo:
        name = todo.pop()
        if name in funcs:
            if name not in want_funcs:
                want_funcs.add(name)
                todo.extend(funcs[name].needs_in(mapping))
        elif name in tables:
            want_tables.add(name)
        else:
            raise KeyError(name)
    return (
        [t for t in table_names if t in want_tables],
        [f.name for f in FUNCTIONS if f.name in want_funcs],
    )


_IDENTIFIER = re.compile(r"\b[A-Za-z][A-Za-z0-9_]*\b")


def doc_in(fn: Function, function_name: Callable[[str], str], param_name: Callable[[str], str],
           constant_name: Callable[[str], str]) -> str:
    """Returns the one-line description of `fn` with the contract's names in it as a
    language writes them: each function's by `function_name`, each parameter's by
    `param_name`, each enumeration constant's by `constant_name`. Only names that
    cannot be plain words are renamed, those of two words or more (square_name,
    king_sq) and the constants (PAWN, KNIGHT..KING): "square" and "file" stay words."""
    functions = {f.name for f in FUNCTIONS}
    params = {name for f in FUNCTIONS for name, _ in f.params}
    constants = set(ENUMERATION_NAMES)

    def rename(match) -> str:
        word = match.group(0)
        if word in constants:
            return constant_name(word)
        if "_" not in word:
            return word
        if word in functions:
            return function_name(word)
        return param_name(word) if word in params else word

    return _IDENTIFIER.sub(rename, fn.doc)
