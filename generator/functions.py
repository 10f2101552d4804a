"""The lookup functions of SPEC.md: what each takes, returns and needs.

One record per function; both outputs take the one-line description from here,
so the C comment and the Python docstring cannot drift apart. The bodies are in
`templates/functions.py.j2` and `templates/functions.h.j2`, one macro per name.
`needs` lists the tables and the functions a body uses, so that a subset of the
outputs can pull in what it depends on.

A line lookup reads the line's occupancy one of two kindergarten ways, chosen
by the square mapping: a line held in one byte, or whose squares lie in
different bytes at neighbouring positions (the diagonals, and the rank in a
rank-major mapping), by the fill-up multiplication and `FILL_UP_ATTACKS`; the
line at one position of every byte (the file in a rank-major mapping, the rank
in a file-major one) by the CPW a-file index and `A_FILE_ATTACKS`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Dict, Iterable, List, Optional, Tuple

from .mapping import LERF, Mapping

FILL_UP, A_FILE = "fill_up", "a_file"  # the two kindergarten lookups


@dataclass(frozen=True)
class Function:
    name: str
    group: str
    params: Tuple[Tuple[str, str], ...]  # (name, C type)
    returns: str  # C type
    doc: str
    needs: Tuple[str, ...] = ()  # table and function names; for a line lookup, see needs_in
    line: str = ""  # a line lookup: "rank", "file", "diagonal" or "anti_diagonal"
    xray: bool = False  # a line lookup of the x-ray tables

    def lookup(self, mapping: Mapping) -> Optional[str]:
        """Returns FILL_UP or A_FILE: how this line lookup reads its line in `mapping`;
        None for a function that is not a line lookup."""
        if not self.line:
            return None
        return A_FILE if self.line == mapping.column_line else FILL_UP

    def needs_in(self, mapping: Mapping) -> Tuple[str, ...]:
        """Returns the table and function names the body uses in `mapping`."""
        prefix = "XRAY_" if self.xray else ""
        lookup = self.lookup(mapping)
        if lookup == A_FILE:
            return (f"{prefix}A_FILE_ATTACKS",)
        if lookup == FILL_UP:
            return (f"{self.line.upper()}_MASK_EX", f"{prefix}FILL_UP_ATTACKS")
        return self.needs


def _f(name, group, params, doc, needs=(), returns="uint64_t"):
    return Function(name, group, tuple(params), returns, doc, tuple(needs))


def _line(name, line, doc, xray=False):
    group = "xray" if xray else "line"
    return Function(name, group, OCC_SQ, "uint64_t", doc, line=line, xray=xray)


U64 = "uint64_t"
OCC_SQ = (("occ", U64), ("sq", "int"))

FUNCTIONS: Tuple[Function, ...] = (
    _f(
        "square",
        "squares",
        [("file", "int"), ("rank", "int")],
        "Returns the number of the square on file (0..7: a..h) and rank (0..7: 1..8).",
        returns="int",
    ),
    _f(
        "square_file",
        "squares",
        [("sq", "int")],
        "Returns the file (0..7: a..h) of square sq.",
        returns="int",
    ),
    _f(
        "square_rank",
        "squares",
        [("sq", "int")],
        "Returns the rank (0..7: 1..8) of square sq.",
        returns="int",
    ),
    _f("lsb", "bits", [("b", U64)], "Returns the index of the lowest set bit of b; b must not be 0.", returns="int"),
    _f("popcount", "bits", [("b", U64)], "Returns the number of set bits of b (0 for 0).", returns="int"),
    _line(
        "rank_attacks",
        "rank",
        "Returns the rank attacks of a slider on sq: each side up to and including the first occupied square.",
    ),
    _line(
        "file_attacks",
        "file",
        "Returns the file attacks of a slider on sq: each side up to and including the first occupied square.",
    ),
    _line(
        "diagonal_attacks",
        "diagonal",
        "Returns the diagonal (a1-h8) attacks of a slider on sq, up to and including the first blockers.",
    ),
    _line(
        "anti_diagonal_attacks",
        "anti_diagonal",
        "Returns the anti-diagonal (h1-a8) attacks of a slider on sq, up to and including the first blockers.",
    ),
    _f(
        "rook_attacks",
        "piece",
        OCC_SQ,
        "Returns the rook attacks from sq: rank_attacks | file_attacks.",
        ["rank_attacks", "file_attacks"],
    ),
    _f(
        "bishop_attacks",
        "piece",
        OCC_SQ,
        "Returns the bishop attacks from sq: diagonal_attacks | anti_diagonal_attacks.",
        ["diagonal_attacks", "anti_diagonal_attacks"],
    ),
    _f(
        "queen_attacks",
        "piece",
        OCC_SQ,
        "Returns the queen attacks from sq: rook_attacks | bishop_attacks.",
        ["rook_attacks", "bishop_attacks"],
    ),
    _line(
        "xray_rank_attacks",
        "rank",
        "Returns the rank x-rays of a slider on sq: behind each first blocker, up to and including the second.",
        xray=True,
    ),
    _line(
        "xray_file_attacks",
        "file",
        "Returns the file x-rays of a slider on sq: behind each first blocker, up to and including the second.",
        xray=True,
    ),
    _line(
        "xray_diagonal_attacks",
        "diagonal",
        "Returns the diagonal x-rays of a slider on sq: behind each first blocker, up to and including the second.",
        xray=True,
    ),
    _line(
        "xray_anti_diagonal_attacks",
        "anti_diagonal",
        "Returns the anti-diagonal x-rays of a slider on sq: behind each first blocker, up to and including the second.",
        xray=True,
    ),
    _f(
        "xray_rook_attacks",
        "xray",
        [("occ", U64), ("blockers", U64), ("sq", "int")],
        "Returns the rook attacks from sq that appear when the attacked blockers are removed (0 if none).",
        ["rook_attacks"],
    ),
    _f(
        "xray_bishop_attacks",
        "xray",
        [("occ", U64), ("blockers", U64), ("sq", "int")],
        "Returns the bishop attacks from sq that appear when the attacked blockers are removed (0 if none).",
        ["bishop_attacks"],
    ),
    _f(
        "piece_attacks",
        "piece",
        [("piece", "int"), ("occ", U64), ("sq", "int")],
        "Returns the attacks of piece (KNIGHT..KING) on sq by blockers-and-beyond; 0 for PAWN.",
        ["PIECE_ATTACKS", "BLOCKERS_AND_BEYOND", "BEHIND", "lsb"],
    ),
    _f(
        "pinned",
        "pins",
        [("occ", U64), ("own", U64), ("king_sq", "int"), ("enemy_rq", U64), ("enemy_bq", U64)],
        "Returns the own pieces absolutely pinned to the king on king_sq by enemy_rq (rooks, queens) and enemy_bq (bishops, queens).",
        ["xray_rook_attacks", "xray_bishop_attacks", "BETWEEN", "lsb"],
    ),
    _f(
        "shift_one",
        "setwise",
        [("b", U64), ("dir", "int")],
        "Returns b moved one step in dir; squares that would leave the board are dropped.",
        ["DIR_SHIFT", "AVOID_WRAP"],
    ),
    _f(
        "occluded_fill",
        "setwise",
        [("gen", U64), ("empty", U64), ("dir", "int")],
        "Returns gen filled in dir through the empty squares, gen included, blockers excluded.",
        ["DIR_SHIFT", "AVOID_WRAP"],
    ),
    _f(
        "sliding_attacks",
        "setwise",
        [("sliders", U64), ("empty", U64), ("dir", "int")],
        "Returns the squares the sliders attack in dir, up to and including the first non-empty square.",
        ["occluded_fill", "shift_one"],
    ),
    _f(
        "xray_attacks",
        "setwise",
        [("sliders", U64), ("empty", U64), ("blockers", U64), ("dir", "int")],
        "Returns the squares attacked in dir from the blockers the sliders attack: what lies behind them (CPW x-rays).",
        ["sliding_attacks"],
    ),
    _f(
        "between_slider_and_target",
        "setwise",
        [("sliders", U64), ("empty", U64), ("targets", U64), ("dir", "int")],
        "Returns the squares between sliders and targets in dir: all of them when none is occupied, the blocker when one is.",
        ["sliding_attacks"],
    ),
)

GROUPS = {
    "squares": "Squares",
    "bits": "Bit scans",
    "line": "Line attacks (kindergarten)",
    "piece": "Piece attacks",
    "xray": "X-rays",
    "pins": "Pins",
    "setwise": "Set-wise Kogge-Stone fills",
}


def functions_by_name() -> Dict[str, Function]:
    """Returns FUNCTIONS keyed by name."""
    return {f.name: f for f in FUNCTIONS}


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
