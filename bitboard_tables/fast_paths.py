"""The structures of the fast paths: data of the model, built as tables.py builds
the tables, outside the contract; a language prints them where its lookups take
them (today the Python module alone: languages/python/).

In CPython a lookup costs what its bytecode costs, and the kindergarten
multiplications take more bytecode than a dictionary lookup. So the Python
`rook_attacks`, `bishop_attacks`, `queen_attacks` and the modifying-occupancy
x-rays get their sets from the structures below, while the line functions of
SPEC.md keep the kindergarten lookup:

- the line that one byte holds (the rank in LERF, the file in a file-major
  mapping) needs no multiplication: the six inner squares of sq's byte, shifted
  down (`occ >> (sq & 56 | 1) & 63`, CPW's occ6), index a row of 64 attack sets
  per square;
- the other rook line and the two diagonals map the occupancy of their inner
  squares (`occ & inner[sq]`) to the attack set through one dictionary per
  square, the scheme python-chess builds at import time; here it is computed
  once, at generation, and the module only loads it.

Nothing here formats anything; every set comes from `geometry.slide`, the
reference calculator, on LERF squares, carried into the mapping by its
permutation (`bitboard_tables.mapping`). The lookups that read them are
expressions (`fast_bodies`), printed as function_bodies.py's are.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Dict, Tuple

from .cache import persistent
from .expression import OCC, SQ, Arg, Const, Expr, Let, Name, Read, Read2, Select, let, op
from .geometry import BISHOP_DIRECTIONS, FILE_DIRECTIONS, PIECE_NAMES, RANK_DIRECTIONS, SQUARES, slide, subsets
from .mapping import LERF, Mapping
from .tables import OCC6, U64, Table, lines_bb, square_kind

EDGE_FILES = 0x8181818181818181  # LERF: the a- and h-files
EDGE_RANKS = 0xFF000000000000FF  # LERF: the first and eighth ranks
LINE_DIRECTIONS = {"rank": RANK_DIRECTIONS, "file": FILE_DIRECTIONS}
LINE_ENDS = {"rank": EDGE_FILES, "file": EDGE_RANKS}  # the squares where a rank or a file ends


@dataclass(frozen=True)
class OccupancyMap:
    """Per square, {occupancy of the inner squares: attack set}, for every subset."""

    name: str
    masks: Tuple[int, ...]  # [64 sq]: the inner squares whose occupancy matters
    attacks: Tuple[Dict[int, int], ...]  # [64 sq]: {occ & mask: attacks}
    meaning: str
    mapping: Mapping = LERF


@dataclass(frozen=True)
class FastPath:
    """The structures of one group of fast paths, and the function that needs them."""

    function: str
    tables: Tuple[Table, ...]
    maps: Tuple[OccupancyMap, ...]


@dataclass(frozen=True)
class RookNames:
    """The names of the rook structures in a mapping, after the lines they serve."""

    rows: str  # the byte's line: _rank_rows in LERF
    inner: str  # the other line's inner squares: _file_inner in LERF
    attacks: str  # the other line's occupancy map: _file_attacks_by_occ in LERF


def rook_names(mapping: Mapping) -> RookNames:
    """Returns the names of the rook structures in `mapping`."""
    row, column = mapping.row_line, mapping.column_line
    return RookNames(f"_{row}_rows", f"_{column}_inner", f"_{column}_attacks_by_occ")


def _attacks(mapping: Mapping, sq: int, occ: int, directions) -> int:
    """Returns slide() from square `sq` with occupancy `occ`, both numbered in `mapping`."""
    return mapping.carry_attacks(lambda s, o: slide(s, o, directions))(sq, occ)


def _occupancy_map(mapping: Mapping, name: str, masks: Tuple[int, ...], directions, meaning: str) -> OccupancyMap:
    attacks = tuple({occ: _attacks(mapping, sq, occ, directions) for occ in subsets(masks[sq])} for sq in SQUARES)
    return OccupancyMap(name, masks, attacks, meaning, mapping)


@lru_cache(maxsize=None)
@persistent
def fast_paths(mapping: Mapping = LERF) -> Tuple[FastPath, ...]:
    """Returns the structures of the Python fast paths in `mapping`, by the function that needs them."""
    names = rook_names(mapping)
    row, column = mapping.row_line, mapping.column_line
    sq_kind = square_kind(mapping)
    rows = tuple(tuple(_attacks(mapping, sq, occ6 << (sq & 56 | 1), LINE_DIRECTIONS[row]) for occ6 in range(64)) for sq in SQUARES)
    occ6 = f"{row} attacks of a slider on sq, its {row}'s inner squares holding occ6 = occ >> (sq & 56 | 1) & 63"
    column_inner = mapping.carry_square_sets(lambda s: lines_bb(s, LINE_DIRECTIONS[column]) & ~LINE_ENDS[column])
    bishop_inner = mapping.carry_square_sets(lambda s: lines_bb(s, BISHOP_DIRECTIONS) & ~(EDGE_FILES | EDGE_RANKS))
    by_occ = "keyed by the occupancy of"  # an occupancy map's meaning
    rook = FastPath(
        "rook_attacks",
        (
            Table(names.rows, (sq_kind, OCC6), U64, rows, occ6, mapping=mapping),
            Table(names.inner, (sq_kind,), U64, column_inner, f"the {column} through sq less sq and both edges", mapping=mapping),
        ),
        (_occupancy_map(
            mapping, names.attacks, column_inner, LINE_DIRECTIONS[column], f"{column} attacks of a slider on sq, {by_occ} the {column}'s inner squares"
        ),),
    )
    bishop = FastPath(
        "bishop_attacks",
        (Table("_diagonals_inner", (sq_kind,), U64, bishop_inner, "both diagonals through sq less sq and the board's edges", mapping=mapping),),
        (_occupancy_map(
            mapping, "_diagonals_attacks_by_occ", bishop_inner, BISHOP_DIRECTIONS, f"attacks along both diagonals of sq, {by_occ} their inner squares"
        ),),
    )
    return rook, bishop


# the description of a lookup whose fast body takes another method than its record names
FAST_DOCS = {
    "piece_attacks": "Returns the attacks of piece (KNIGHT..KING) on sq: the leapers' from PIECE_ATTACKS, the "
    "sliders' by the lookups of rook_attacks and bishop_attacks; 0 for PAWN.",
}
BISHOP, QUEEN, KING = (Name(name, PIECE_NAMES.index(name)) for name in ("BISHOP", "QUEEN", "KING"))


def fast_bodies(mapping: Mapping = LERF) -> Dict[str, Tuple[Tuple[Arg, ...], Expr]]:
    """Returns {function: (its parameters, its body)} of the lookups that take the fast
    paths, each an expression over the structures above (`Read2` of a row or of an
    occupancy map), printed by the language that holds them: rook, bishop and queen
    attacks, the modifying-occupancy x-rays (CPW) and piece_attacks, which looks one
    of them up after a comparison or two where blockers-and-beyond loops a turn a blocker."""
    names, blockers, piece = rook_names(mapping), Arg("blockers"), Arg("piece", "index")
    inners = {"rook": Read(names.inner, SQ), "bishop": Read("_diagonals_inner", SQ)}
    shift = op("or_index", op("and_index", SQ, Const(56)), Const(1))  # sq & 56 | 1: the byte's inner squares

    def rook(occ: Expr, inner: Expr = inners["rook"], by: Expr = shift) -> Expr:
        row = Read2(names.rows, SQ, op("and", op("shr", occ, by), Const(63)))
        return op("or", row, Read2(names.attacks, SQ, op("and", occ, inner)))

    def bishop(occ: Expr, inner: Expr = inners["bishop"]) -> Expr:
        return Read2("_diagonals_attacks_by_occ", SQ, op("and", occ, inner))

    def xray(attacks_of: Callable[[Expr, Expr], Expr], piece: str) -> Expr:
        # attacks ^ attacks_of(occ ^ (blockers & attacks)), sq's inner squares bound once
        return let("inner", inners[piece], lambda inner: let("attacks", attacks_of(OCC, inner), lambda a: Let(
            OCC, op("xor", OCC, op("and", blockers, a)), op("xor", a, attacks_of(OCC, inner)))))

    leaper = Read2("PIECE_ATTACKS", piece, SQ)
    sliders = Select(op("eq", piece, BISHOP), bishop(OCC), let("attacks", rook(OCC), lambda a: Select(op("eq", piece, QUEEN), op("or", a, bishop(OCC)), a)))
    return {
        "rook_attacks": ((OCC, SQ), rook(OCC)),
        "bishop_attacks": ((OCC, SQ), bishop(OCC)),
        "queen_attacks": ((OCC, SQ), op("or", rook(OCC), bishop(OCC))),
        "xray_rook_attacks": ((OCC, blockers, SQ), let("shift", shift, lambda by: xray(lambda o, i: rook(o, i, by), "rook"))),
        "xray_bishop_attacks": ((OCC, blockers, SQ), xray(bishop, "bishop")),
        "piece_attacks": ((piece, OCC, SQ), Select(op("either", op("lt", piece, BISHOP), op("eq", piece, KING)), leaper, sliders)),
    }
