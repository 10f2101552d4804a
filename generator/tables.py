"""Every table of SPEC.md as plain data, computed from the stepping primitive.

`compute_tables()` returns the tables in the order the outputs list them. Each
is a `Table`: its name, its index kinds (which say how many entries a dimension
has and how to name them), its element type and its nested-tuple data. Nothing
here formats or writes anything; see `generator.render` for that.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Dict, Tuple

from .cache import persistent
from .geometry import (
    ANTI_DIAGONAL_DIRECTIONS,
    BISHOP,
    BISHOP_DIRECTIONS,
    COLOR_NAMES,
    DIAGONAL_DIRECTIONS,
    DIRECTION_NAMES,
    DIRECTION_OFFSETS,
    FILE_DIRECTIONS,
    FILE_NAMES,
    KING,
    KING_OFFSETS,
    KNIGHT,
    KNIGHT_OFFSETS,
    PAWN_CAPTURE_OFFSETS,
    PIECE_NAMES,
    QUEEN,
    QUEEN_DIRECTIONS,
    RANK_DIRECTIONS,
    RANK_NAMES,
    ROOK,
    ROOK_DIRECTIONS,
    SQUARE_NAMES,
    SQUARES,
    bitboard,
    leap,
    ray,
    slide,
    step,
)

U64 = "u64"
U8 = "u8"
INT = "int"
ELEMENT_BYTES = {U64: 8, U8: 1, INT: 4}


@dataclass(frozen=True)
class IndexKind:
    """One dimension of a table: what it indexes and the name of each index."""

    name: str
    labels: Tuple[str, ...]

    @property
    def size(self) -> int:
        return len(self.labels)


SQUARE = IndexKind("sq", SQUARE_NAMES)
DIRECTION = IndexKind("dir", DIRECTION_NAMES)
COLOR = IndexKind("color", COLOR_NAMES)
PIECE = IndexKind("piece", PIECE_NAMES)
FILE = IndexKind("file", tuple(FILE_NAMES))
RANK = IndexKind("rank", tuple(RANK_NAMES))
OCC6 = IndexKind("occ6", tuple(str(i) for i in range(64)))
FILE_INDEX = IndexKind("idx", tuple(str(i) for i in range(64)))


@dataclass(frozen=True)
class Table:
    name: str
    dims: Tuple[IndexKind, ...]
    element: str
    data: tuple
    meaning: str
    axes: Tuple[str, ...] = ()  # index names shown as NAME[frm][to]; default: kind names

    @property
    def shape(self) -> Tuple[int, ...]:
        return tuple(d.size for d in self.dims)

    @property
    def axis_names(self) -> Tuple[str, ...]:
        return self.axes or tuple(d.name for d in self.dims)

    @property
    def size_bytes(self) -> int:
        count = 1
        for n in self.shape:
            count *= n
        return count * ELEMENT_BYTES[self.element]


def _build(dims, fn: Callable) -> tuple:
    """Returns fn(*index) for every index of `dims`, as nested tuples in index order."""
    if len(dims) == 1:
        return tuple(fn(i) for i in range(dims[0].size))
    return tuple(_build(dims[1:], lambda *rest, i=i: fn(i, *rest)) for i in range(dims[0].size))


# --- geometry on the empty board --------------------------------------------


def ray_bb(sq: int, direction: int) -> int:
    """Returns the squares from `sq` (excluded) to the edge in `direction`; 0 at the edge."""
    return bitboard(ray(sq, direction))


def lines_bb(sq: int, directions) -> int:
    """Returns the union of the rays from `sq` in `directions`, `sq` excluded."""
    result = 0
    for direction in directions:
        result |= ray_bb(sq, direction)
    return result


def avoid_wrap(direction: int) -> int:
    """Returns the squares that a one-step shift in `direction` may land on."""
    return bitboard(t for t in (step(sq, DIRECTION_OFFSETS[direction]) for sq in SQUARES) if t is not None)


def direction_between(frm: int, to: int):
    """Returns the direction in which `to` lies on a ray from `frm`, or None if none does."""
    for direction in QUEEN_DIRECTIONS:
        if to in ray(frm, direction):
            return direction
    return None


def behind(frm: int, to: int) -> int:
    """Returns the squares beyond `to` on the ray from `frm`; 0 if not aligned or equal."""
    direction = direction_between(frm, to)
    return 0 if direction is None else ray_bb(to, direction)


def between(frm: int, to: int) -> int:
    """Returns the squares strictly between `frm` and `to`; 0 if not aligned or adjacent."""
    direction = direction_between(frm, to)
    return 0 if direction is None else ray_bb(frm, direction) & ~ray_bb(to, direction) & ~(1 << to)


def line(frm: int, to: int) -> int:
    """Returns the whole line through `frm` and `to`, both included; 0 if not aligned or equal."""
    direction = direction_between(frm, to)
    if direction is None:
        return 0
    return ray_bb(frm, direction) | ray_bb(frm, direction ^ 4) | 1 << frm


# --- slider attacks on one line, for the kindergarten tables -----------------


def first_rank_attacks(occ6: int, file: int) -> int:
    """Returns the rank attacks (bits a..h) of a slider on `file` of the first rank
    whose inner squares b..g hold `occ6`."""
    return slide(file, occ6 << 1, RANK_DIRECTIONS)


def xray(attacks_of: Callable[[int], int], occupied: int) -> int:
    """Returns the x-ray set a ^ attacks(occ & ~a), with a = attacks(occ): on each
    side, the squares behind the first blocker up to and including the second."""
    attacks = attacks_of(occupied)
    return attacks ^ attacks_of(occupied & ~attacks)


def a_file_occupancy(idx: int) -> int:
    """Returns the a-file squares named by the CPW file index `idx`
    (bit i of idx is the a-file square on rank 6 - i)."""
    return bitboard(8 * (6 - i) for i in range(6) if idx >> i & 1)


def a_file_attacks(rank: int, idx: int) -> int:
    """Returns the file attacks of a rook on the a-file square of `rank`, occupancy `idx`."""
    return slide(8 * rank, a_file_occupancy(idx), FILE_DIRECTIONS)


def a_file_xrays(rank: int, idx: int) -> int:
    """Returns the file x-rays of a rook on the a-file square of `rank`, occupancy `idx`."""
    return xray(lambda occ: slide(8 * rank, occ, FILE_DIRECTIONS), a_file_occupancy(idx))


def first_rank_xrays(occ6: int, file: int) -> int:
    """Returns the rank x-rays (bits a..h) of a slider on `file` of the first rank."""
    return xray(lambda occ: slide(file, occ, RANK_DIRECTIONS), occ6 << 1)


FILL_UP = 0x0101010101010101  # one bit on each rank of the a-file


# --- the tables ------------------------------------------------------------


def _line_tables() -> Dict[str, Tuple[tuple, str]]:
    lines = {
        "RANK": (RANK_DIRECTIONS, "rank"),
        "FILE": (FILE_DIRECTIONS, "file"),
        "DIAGONAL": (DIAGONAL_DIRECTIONS, "diagonal (a1-h8 direction)"),
        "ANTI_DIAGONAL": (ANTI_DIAGONAL_DIRECTIONS, "anti-diagonal (h1-a8 direction)"),
        "ROOK": (ROOK_DIRECTIONS, "rank and file"),
        "BISHOP": (BISHOP_DIRECTIONS, "diagonal and anti-diagonal"),
        "QUEEN": (QUEEN_DIRECTIONS, "rank, file and both diagonals"),
    }
    out = {}
    for prefix, (directions, what) in lines.items():
        out[f"{prefix}_MASK"] = (
            tuple(lines_bb(sq, directions) | 1 << sq for sq in SQUARES),
            f"the {what} through sq, sq included",
        )
        out[f"{prefix}_MASK_EX"] = (
            tuple(lines_bb(sq, directions) for sq in SQUARES),
            f"the {what} through sq, sq excluded",
        )
    return out


@lru_cache(maxsize=1)
@persistent
def compute_tables() -> Tuple[Table, ...]:
    """Returns every table of SPEC.md, in output order."""
    tables = []

    def add(name, dims, element, fn, meaning, axes=()):
        tables.append(Table(name, tuple(dims), element, _build(dims, fn), meaning, tuple(axes)))

    add(
        "DIR_SHIFT",
        [DIRECTION],
        INT,
        lambda d: DIRECTION_OFFSETS[d][0] + 8 * DIRECTION_OFFSETS[d][1],
        "the shift of each direction: NOEA +9, EAST +1, SOEA -7, SOUT -8, SOWE -9, WEST -1, NOWE +7, NORT +8",
    )
    add(
        "AVOID_WRAP",
        [DIRECTION],
        U64,
        avoid_wrap,
        "the squares a one-step shift in dir may land on (CPW avoidWrap)",
    )
    add(
        "RAY_ATTACKS",
        [SQUARE, DIRECTION],
        U64,
        ray_bb,
        "squares from sq (excluded) to the edge in dir",
    )
    lines = _line_tables()
    for name in (
        "RANK_MASK", "FILE_MASK", "DIAGONAL_MASK", "ANTI_DIAGONAL_MASK",
        "RANK_MASK_EX", "FILE_MASK_EX", "DIAGONAL_MASK_EX", "ANTI_DIAGONAL_MASK_EX",
        "ROOK_MASK", "BISHOP_MASK", "QUEEN_MASK",
        "ROOK_MASK_EX", "BISHOP_MASK_EX", "QUEEN_MASK_EX",
    ):  # fmt: skip
        data, meaning = lines[name]
        tables.append(Table(name, (SQUARE,), U64, data, meaning))

    knight = tuple(leap(sq, KNIGHT_OFFSETS) for sq in SQUARES)
    king = tuple(leap(sq, KING_OFFSETS) for sq in SQUARES)
    tables.append(Table("KNIGHT_ATTACKS", (SQUARE,), U64, knight, "knight attacks from sq"))
    tables.append(Table("KING_ATTACKS", (SQUARE,), U64, king, "king attacks from sq"))
    add(
        "PAWN_ATTACKS",
        [COLOR, SQUARE],
        U64,
        lambda color, sq: leap(sq, PAWN_CAPTURE_OFFSETS[color]),
        "the squares a pawn of color on sq attacks",
    )

    empty_board_attacks = {
        KNIGHT: knight,
        BISHOP: lines["BISHOP_MASK_EX"][0],
        ROOK: lines["ROOK_MASK_EX"][0],
        QUEEN: lines["QUEEN_MASK_EX"][0],
        KING: king,
    }
    add(
        "PIECE_ATTACKS",
        [PIECE, SQUARE],
        U64,
        lambda piece, sq: empty_board_attacks[piece][sq] if piece in empty_board_attacks else 0,
        "attacks of piece on sq on the empty board; the PAWN row is zero",
    )
    slider_directions = {BISHOP: BISHOP_DIRECTIONS, ROOK: ROOK_DIRECTIONS, QUEEN: QUEEN_DIRECTIONS}

    def blockers_and_beyond(piece: int, sq: int) -> int:
        directions = slider_directions.get(piece, ())
        # a ray less its last (edge) square: the squares with something behind them
        return lines_bb(sq, directions) & ~bitboard(list(ray(sq, d))[-1] for d in directions if ray_bb(sq, d))

    add(
        "BLOCKERS_AND_BEYOND",
        [PIECE, SQUARE],
        U64,
        blockers_and_beyond,
        "PIECE_ATTACKS less the last square of every ray; zero for pawn, knight and king",
    )
    add(
        "BEHIND",
        [SQUARE, SQUARE],
        U64,
        behind,
        "squares beyond to on the ray from frm through to; 0 if frm == to or not aligned",
        ("frm", "to"),
    )
    add(
        "BETWEEN",
        [SQUARE, SQUARE],
        U64,
        between,
        "squares strictly between frm and to on their line; 0 if not aligned",
        ("frm", "to"),
    )
    add(
        "LINE",
        [SQUARE, SQUARE],
        U64,
        line,
        "the whole line through frm and to, both included; 0 if frm == to or not aligned",
        ("frm", "to"),
    )
    add(
        "FIRST_RANK_ATTACKS",
        [OCC6, FILE],
        U8,
        first_rank_attacks,
        "rank attacks (bit i = file i) of a slider on file, inner squares b..g holding occ6",
    )
    add(
        "FILL_UP_ATTACKS",
        [FILE, OCC6],
        U64,
        lambda file, occ6: first_rank_attacks(occ6, file) * FILL_UP,
        "FIRST_RANK_ATTACKS[occ6][file] copied onto all eight ranks",
    )
    add(
        "A_FILE_ATTACKS",
        [RANK, FILE_INDEX],
        U64,
        a_file_attacks,
        "attacks of a rook on the a-file square of rank; bit i of idx is a-file rank 6 - i",
    )
    add(
        "FIRST_RANK_XRAYS",
        [OCC6, FILE],
        U8,
        first_rank_xrays,
        "as FIRST_RANK_ATTACKS, holding the x-ray set a ^ attacks(occ & ~a)",
    )
    add(
        "XRAY_FILL_UP_ATTACKS",
        [FILE, OCC6],
        U64,
        lambda file, occ6: first_rank_xrays(occ6, file) * FILL_UP,
        "FIRST_RANK_XRAYS[occ6][file] copied onto all eight ranks",
    )
    add(
        "XRAY_A_FILE_ATTACKS",
        [RANK, FILE_INDEX],
        U64,
        a_file_xrays,
        "as A_FILE_ATTACKS, holding x-ray sets",
    )
    return tuple(tables)

