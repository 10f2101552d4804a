"""The lookup functions of SPEC.md: what each takes, returns and needs.

One record per function; both outputs take the one-line description from here,
so the C comment and the Python docstring cannot drift apart. The bodies are in
`templates/functions.py.j2` and `templates/functions.h.j2`, one macro per name.
`needs` lists the tables and the functions a body uses, so that a subset of the
outputs can pull in what it depends on.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Dict, Iterable, List, Tuple


@dataclass(frozen=True)
class Function:
    name: str
    group: str
    params: Tuple[Tuple[str, str], ...]  # (name, C type)
    returns: str  # C type
    doc: str
    needs: Tuple[str, ...] = ()  # table and function names


def _f(name, group, params, doc, needs=(), returns="uint64_t"):
    return Function(name, group, tuple(params), returns, doc, tuple(needs))


U64 = "uint64_t"
OCC_SQ = (("occ", U64), ("sq", "int"))

FUNCTIONS: Tuple[Function, ...] = (
    _f("lsb", "bits", [("b", U64)], "Returns the index of the lowest set bit of b; b must not be 0.", returns="int"),
    _f("popcount", "bits", [("b", U64)], "Returns the number of set bits of b (0 for 0).", returns="int"),
    _f(
        "rank_attacks",
        "line",
        OCC_SQ,
        "Returns the rank attacks of a slider on sq: each side up to and including the first occupied square.",
        ["RANK_MASK_EX", "FILL_UP_ATTACKS"],
    ),
    _f(
        "file_attacks",
        "line",
        OCC_SQ,
        "Returns the file attacks of a slider on sq: each side up to and including the first occupied square.",
        ["A_FILE_ATTACKS"],
    ),
    _f(
        "diagonal_attacks",
        "line",
        OCC_SQ,
        "Returns the diagonal (a1-h8) attacks of a slider on sq, up to and including the first blockers.",
        ["DIAGONAL_MASK_EX", "FILL_UP_ATTACKS"],
    ),
    _f(
        "anti_diagonal_attacks",
        "line",
        OCC_SQ,
        "Returns the anti-diagonal (h1-a8) attacks of a slider on sq, up to and including the first blockers.",
        ["ANTI_DIAGONAL_MASK_EX", "FILL_UP_ATTACKS"],
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
    _f(
        "xray_rank_attacks",
        "xray",
        OCC_SQ,
        "Returns the rank x-rays of a slider on sq: behind each first blocker, up to and including the second.",
        ["RANK_MASK_EX", "XRAY_FILL_UP_ATTACKS"],
    ),
    _f(
        "xray_file_attacks",
        "xray",
        OCC_SQ,
        "Returns the file x-rays of a slider on sq: behind each first blocker, up to and including the second.",
        ["XRAY_A_FILE_ATTACKS"],
    ),
    _f(
        "xray_diagonal_attacks",
        "xray",
        OCC_SQ,
        "Returns the diagonal x-rays of a slider on sq: behind each first blocker, up to and including the second.",
        ["DIAGONAL_MASK_EX", "XRAY_FILL_UP_ATTACKS"],
    ),
    _f(
        "xray_anti_diagonal_attacks",
        "xray",
        OCC_SQ,
        "Returns the anti-diagonal x-rays of a slider on sq: behind each first blocker, up to and including the second.",
        ["ANTI_DIAGONAL_MASK_EX", "XRAY_FILL_UP_ATTACKS"],
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

# The int arguments that index a table, by parameter name: how many values they
# take (0 to count - 1) and what they are. The C checked mode asserts the range.
ARGUMENT_RANGES: Dict[str, Tuple[int, str]] = {
    "sq": (64, "a square 0..63"),
    "king_sq": (64, "a square 0..63"),
    "piece": (6, "a piece 0..5"),
    "color": (2, "a color 0..1"),
    "dir": (8, "a direction 0..7"),
}

GROUPS = {
    "bits": "Bit scans",
    "line": "Line attacks (kindergarten)",
    "piece": "Piece attacks",
    "xray": "X-rays",
    "pins": "Pins",
    "setwise": "Set-wise Kogge-Stone fills",
}


def ranged_arguments(function: Function) -> List[Tuple[str, int, str]]:
    """Returns (argument, count, what it is) for each argument of `function` that
    indexes a table, in parameter order; empty for a function of bitboards only."""
    return [(name, *ARGUMENT_RANGES[name]) for name, ctype in function.params if ctype == "int" and name in ARGUMENT_RANGES]


def functions_by_name() -> Dict[str, Function]:
    """Returns FUNCTIONS keyed by name."""
    return {f.name: f for f in FUNCTIONS}


def closure(names: Iterable[str], table_names: Iterable[str]) -> Tuple[List[str], List[str]]:
    """Returns (tables, functions) that `names` need, the names themselves included,
    each list in output order. Raises KeyError naming an unknown name."""
    funcs = functions_by_name()
    tables = set(table_names)
    want_tables, want_funcs = set(), set()
    todo = list(names)
    while todo:
        name = todo.pop()
        if name in funcs:
            if name not in want_funcs:
                want_funcs.add(name)
                todo.extend(funcs[name].needs)
        elif name in tables:
            want_tables.add(name)
        else:
            raise KeyError(name)
    return (
        [t for t in table_names if t in want_tables],
        [f.name for f in FUNCTIONS if f.name in want_funcs],
    )
