"""Every table of SPEC.md as plain data, computed from the stepping primitive.

`compute_tables(mapping)` returns the tables in the order the outputs list them.
Each is a `Table`: its name, its index kinds (which say how many entries a
dimension has and how to name them), its element type and its nested-tuple
data. Nothing here formats or writes anything; see `bitboard_tables.render` for that.

Every table is computed once on LERF squares and carried into a mapping (see
`bitboard_tables.mapping`): a board table by the permutation, `T[p(a)] = P(T[a])`;
the kindergarten tables are indexed and valued by bit positions (position
`sq & 7` in a byte, byte `sq >> 3`), so their bytes are the same in every
mapping and only what their indices mean on the board changes.
"""

from __future__ import annotations

import math

from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Dict, List, Sequence, Tuple

from .board import FILE_LETTERS
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
    KING,
    KING_OFFSETS,
    KNIGHT,
    KNIGHT_OFFSETS,
    PAWN_CAPTURE_OFFSETS,
    PIECE_NAMES,
    QUEEN,
    NORT,
    QUEEN_DIRECTIONS,
    RANK_DIRECTIONS,
    ROOK,
    ROOK_DIRECTIONS,
    SOUT,
    WHITE,
    LERF_GEOMETRY,
    Geometry,
    bitboard,
    slide,
)
from .mapping import FILE as FILE_COORDINATE
from .polyglot_keys import KEYS as POLYGLOT_KEYS
from .mapping import LERF, Mapping

U64 = "u64"
U8 = "u8"
INT = "int"
U32 = "u32"  # only the sliders header's offsets
U16 = "u16"  # only the sliders header's 16-bit PEXT tables
U128 = "u128"  # the bitboards of a board numbered beyond 64 bits (issue 49), where U64 would be
ELEMENT_BYTES = {U64: 8, U8: 1, INT: 4, U32: 4, U16: 2, U128: 16}
SQUARE_SETS = (U64, U8, U128)  # the elements whose bits are squares, drawn as boards; the others are numbers


@dataclass(frozen=True)
class IndexKind:
    """One dimension of a table: what it indexes and the name of each index. A label
    is what the files and `show` print for an index, and what a user types; `aliases`
    (one per index, or none) are further names `show` accepts, as file letters."""

    name: str
    labels: Tuple[str, ...]
    aliases: Tuple[str, ...] = ()

    @property
    def size(self) -> int:
        return len(self.labels)


NUMBERS_0_7 = tuple(str(i) for i in range(8))
DIRECTION = IndexKind("dir", DIRECTION_NAMES)
COLOR = IndexKind("color", COLOR_NAMES)
PIECE = IndexKind("piece", PIECE_NAMES)
OCC6 = IndexKind("occ6", tuple(str(i) for i in range(64)))
FILE_INDEX = IndexKind("idx", tuple(str(i) for i in range(64)))
# The board's own files and ranks (0..7 = a..h, 1..8 in every mapping), apart from the
# kindergarten tables' position and byte, whose order follows the mapping
FILE_NUMBER = IndexKind("f", NUMBERS_0_7, tuple("abcdefgh"))
RANK_NUMBER = IndexKind("r", NUMBERS_0_7)
DISTANCE = IndexKind("dist", NUMBERS_0_7)
KING_FILE = IndexKind("king_f", NUMBERS_0_7, tuple("abcdefgh"))
ROOK_FILE = IndexKind("rook_f", NUMBERS_0_7, tuple("abcdefgh"))
POLYGLOT_KEY = IndexKind("key", tuple(str(i) for i in range(781)))
FIXED_KINDS = (DIRECTION, COLOR, PIECE, OCC6, FILE_INDEX, FILE_NUMBER, RANK_NUMBER, DISTANCE, KING_FILE, ROOK_FILE, POLYGLOT_KEY)


def square_kind(mapping: Mapping = LERF) -> IndexKind:
    """Returns the square index of `mapping`: label i names square number i."""
    return IndexKind("sq", mapping.square_names)


def _coordinate_kind(coordinate: str, names: str) -> IndexKind:
    # ranks are numbers themselves, so only files get their letters as aliases
    return IndexKind(coordinate, NUMBERS_0_7, tuple(names) if coordinate == FILE_COORDINATE else ())


def position_kind(mapping: Mapping = LERF) -> IndexKind:
    """Returns the index of a square's position in its byte (sq & 7): a file in LERF."""
    return _coordinate_kind(mapping.position, mapping.position_names)


def byte_kind(mapping: Mapping = LERF) -> IndexKind:
    """Returns the index of a square's byte (sq >> 3): a rank in LERF."""
    return _coordinate_kind(mapping.byte, mapping.byte_names)


def index_kinds(mapping: Mapping = LERF) -> Dict[str, IndexKind]:
    """Returns {axis name: index kind} of every axis the tables of `mapping` have."""
    kinds = (square_kind(mapping), *FIXED_KINDS, position_kind(mapping), byte_kind(mapping))
    by_axis = {kind.name: kind for kind in kinds}
    by_axis.update(frm=by_axis["sq"], to=by_axis["sq"])
    return by_axis


SQUARE = square_kind(LERF)


@dataclass(frozen=True)
class Table:
    name: str
    dims: Tuple[IndexKind, ...]
    element: str
    data: tuple
    meaning: str
    axes: Tuple[str, ...] = ()  # index names shown as NAME[frm][to]; default: kind names
    mapping: Mapping = LERF  # the square numbering of its square indices and bitboards

    @property
    def shape(self) -> Tuple[int, ...]:
        return tuple(d.size for d in self.dims)

    @property
    def axis_names(self) -> Tuple[str, ...]:
        return self.axes or tuple(d.name for d in self.dims)

    @property
    def entries(self) -> int:
        return math.prod(self.shape)

    @property
    def size_bytes(self) -> int:
        return self.entries * ELEMENT_BYTES[self.element]


def table_of(
    name: str, data, element: str, meaning: str, axes: Sequence[Tuple[int, str]] = (), mapping: Mapping = LERF
) -> Table:
    """Returns the `Table` of nested `data`, its dimensions named by `axes`
    ((size, axis name) pairs; none: i0, i1, ... by position), each dimension the
    index kind of its axis name in `mapping` where the sizes agree, else numbered.
    Raises ValueError when `data` is not rectangular or its shape is not the axes'."""
    shape = data_shape(name, data)
    if axes and tuple(n for n, _ in axes) != shape:
        raise ValueError(f"{name}: its comment says {dims_text(n for n, _ in axes)}, its data are {dims_text(shape)}")
    names = [a for _, a in axes] or [f"i{k}" for k in range(len(shape))]
    kinds = index_kinds(mapping)
    dims = []
    for size, axis in zip(shape, names):
        kind = kinds.get(axis)
        dims.append(kind if kind is not None and kind.size == size else IndexKind(axis, _numbers(size)))
    return Table(name, tuple(dims), element, data, meaning, tuple(names), mapping)


@lru_cache(maxsize=None)
def _numbers(size: int) -> Tuple[str, ...]:
    """Returns the labels of a numbered index of `size`: "0", "1", ... (a table of the
    sliders header has 102,400 entries, and each read builds its kinds)."""
    return tuple(map(str, range(size)))


def dims_text(shape) -> str:
    """Returns a shape as its brackets: [64][8]."""
    return "".join(f"[{n}]" for n in shape)


def data_shape(name: str, data) -> Tuple[int, ...]:
    """Returns the shape of rectangular nested tuples of int; raises ValueError otherwise."""
    if not isinstance(data, tuple) or not data:
        raise ValueError(f"{name}: not a non-empty tuple")
    if set(map(type, data)) == {int}:  # ints, no bools (a table holds 102,400)
        return (len(data),)
    inner = {data_shape(name, row) for row in data}
    if len(inner) != 1:
        raise ValueError(f"{name}: rows of different shapes")
    return (len(data),) + inner.pop()


def _build(dims, fn: Callable) -> tuple:
    """Returns fn(*index) for every index of `dims`, as nested tuples in index order."""
    if len(dims) == 1:
        return tuple(fn(i) for i in range(dims[0].size))
    return tuple(_build(dims[1:], lambda *rest, i=i: fn(i, *rest)) for i in range(dims[0].size))


# --- geometry on the empty board --------------------------------------------


# Each of these takes the board's geometry last: the 8x8 board in LERF by default.


def ray_bb(sq: int, direction: int, g: Geometry = LERF_GEOMETRY) -> int:
    """Returns the squares from `sq` (excluded) to the edge in `direction`; 0 at the edge."""
    return bitboard(g.ray(sq, direction))


def lines_bb(sq: int, directions, g: Geometry = LERF_GEOMETRY) -> int:
    """Returns the union of the rays from `sq` in `directions`, `sq` excluded."""
    result = 0
    for direction in directions:
        result |= ray_bb(sq, direction, g)
    return result


def avoid_wrap(direction: int, g: Geometry = LERF_GEOMETRY) -> int:
    """Returns the squares that a one-step shift in `direction` may land on, on `g`'s board."""
    return bitboard(t for t in (g.step(sq, DIRECTION_OFFSETS[direction]) for sq in g.squares) if t is not None)


def direction_between(frm: int, to: int, g: Geometry = LERF_GEOMETRY):
    """Returns the direction in which `to` lies on a ray from `frm`, or None if none does."""
    for direction in QUEEN_DIRECTIONS:
        if to in g.ray(frm, direction):
            return direction
    return None


def behind(frm: int, to: int, g: Geometry = LERF_GEOMETRY) -> int:
    """Returns the squares beyond `to` on the ray from `frm`; 0 if not aligned or equal."""
    direction = direction_between(frm, to, g)
    return 0 if direction is None else ray_bb(to, direction, g)


def between(frm: int, to: int, g: Geometry = LERF_GEOMETRY) -> int:
    """Returns the squares strictly between `frm` and `to`; 0 if not aligned or adjacent."""
    direction = direction_between(frm, to, g)
    return 0 if direction is None else ray_bb(frm, direction, g) & ~ray_bb(to, direction, g) & ~(1 << to)


def line(frm: int, to: int, g: Geometry = LERF_GEOMETRY) -> int:
    """Returns the whole line through `frm` and `to`, both included; 0 if not aligned or equal."""
    direction = direction_between(frm, to, g)
    if direction is None:
        return 0
    return ray_bb(frm, direction, g) | ray_bb(frm, direction ^ 4, g) | 1 << frm


def end_rank(color: int, g: Geometry = LERF_GEOMETRY, last: bool = False) -> int:
    """Returns `color`'s first rank (rank 1 for WHITE, the board's last for BLACK), or
    with `last` its last rank, where its pawns promote."""
    return own_ranks(color, [g.mapping.board.ranks - 1 if last else 0], g)


# --- the zones of variants (issue 49): sets of whole ranks, or of files within them --


def own_ranks(color: int, ranks: Sequence[int], g: Geometry, files: Sequence[int] = ()) -> int:
    """Returns the squares of `ranks` counted from `color`'s side (0: its first rank,
    rank 1 for WHITE, the board's last for BLACK) on `files` (every file by default)."""
    board = g.mapping.board
    return bitboard(g.mapping.square(file, rank if color == WHITE else board.ranks - 1 - rank)
                    for rank in ranks for file in files or range(board.files))  # fmt: skip


def promotion_zone(color: int, depth: int, g: Geometry) -> int:
    """Returns `color`'s last `depth` ranks (0 for depth 0)."""
    ranks = g.mapping.board.ranks
    return own_ranks(color, range(ranks - depth, ranks), g)


def drop_region(color: int, depth: int, g: Geometry) -> int:
    """Returns the board less `color`'s last `depth` ranks: where it may drop a piece
    that must keep `depth` ranks ahead of it (shogi: 1 for a pawn or lance, 2 for a knight)."""
    return own_ranks(color, range(g.mapping.board.ranks - depth), g)


def has_palace(board) -> bool:
    """Whether `board` has palaces: a middle file (files odd), palaces narrower than
    the board (5 files or more) and apart (6 ranks or more)."""
    return board.files % 2 == 1 and board.files >= 5 and board.ranks >= 6


def palace(color: int, g: Geometry) -> int:
    """Returns `color`'s palace: the middle three files of its first three ranks (xiangqi's
    and janggi's d1..f3 on 9x10; Fairy-Stockfish's king region of minixiangqi on 7x7)."""
    middle = g.mapping.board.files // 2
    return own_ranks(color, range(3), g, files=range(middle - 1, middle + 2))


def own_half(color: int, g: Geometry) -> int:
    """Returns `color`'s half of a board of an even number of ranks: its side of the river."""
    return own_ranks(color, range(g.mapping.board.ranks // 2), g)


# --- slider attacks on one line, for the kindergarten tables -----------------
#
# These work in bit space, where LERF's first rank is byte 0 (bits 0..7), its
# files the positions within a byte and its a-file position 0 of every byte.


def first_rank_attacks(occ6: int, position: int) -> int:
    """Returns the attacks (bits 0..7) of a slider on `position` of byte 0 whose inner
    positions 1..6 hold `occ6`: in LERF, the rank attacks of a slider on file a + position."""
    return slide(position, occ6 << 1, RANK_DIRECTIONS)


def xray(attacks_of: Callable[[int], int], occupied: int) -> int:
    """Returns the x-ray set a ^ attacks(occ & ~a), with a = attacks(occ): on each
    side, the squares behind the first blocker up to and including the second."""
    attacks = attacks_of(occupied)
    return attacks ^ attacks_of(occupied & ~attacks)


def a_file_occupancy(idx: int) -> int:
    """Returns the position-0 bits named by the CPW file index `idx` (bit i of idx is
    byte 6 - i): in LERF, the a-file squares, bit i on rank index 6 - i."""
    return bitboard(8 * (6 - i) for i in range(6) if idx >> i & 1)


def a_file_attacks(byte: int, idx: int) -> int:
    """Returns the attacks along position 0 of a slider on position 0 of `byte`, occupancy
    `idx`: in LERF, the file attacks of a rook on the a-file square of rank index `byte`."""
    return slide(8 * byte, a_file_occupancy(idx), FILE_DIRECTIONS)


def a_file_xrays(byte: int, idx: int) -> int:
    """Returns the x-rays along position 0 of a slider on position 0 of `byte`, occupancy `idx`."""
    return xray(lambda occ: slide(8 * byte, occ, FILE_DIRECTIONS), a_file_occupancy(idx))


def first_rank_xrays(occ6: int, position: int) -> int:
    """Returns the x-rays (bits 0..7) of a slider on `position` of byte 0, inner positions `occ6`."""
    return xray(lambda occ: slide(position, occ, RANK_DIRECTIONS), occ6 << 1)


EVERY_BYTE = 0x0101010101010101  # position 0 of every byte: times a byte, that byte in all eight


# --- the tables ------------------------------------------------------------

# How a table goes from LERF into another mapping:
BOARD = "board"  # square indices renumbered and every bitboard value renumbered: T[p(a)] = P(T[a])
BITS = "bits"  # indexed and valued by bit positions (sq & 7, sq >> 3): the same in every mapping
SHIFTS = "shifts"  # the shift of each direction, derived from the mapping's formula
NUMBERS = "numbers"  # square indices renumbered, the values numbers: T[p(a)] = T[a]
FIXED = "fixed"  # no square in an index or a value (the Polyglot keys): the same in every mapping

LINE_MASKS = {
    "RANK": (RANK_DIRECTIONS, "rank"),
    "FILE": (FILE_DIRECTIONS, "file"),
    "DIAGONAL": (DIAGONAL_DIRECTIONS, "diagonal (a1-h8 direction)"),
    "ANTI_DIAGONAL": (ANTI_DIAGONAL_DIRECTIONS, "anti-diagonal (h1-a8 direction)"),
    "ROOK": (ROOK_DIRECTIONS, "rank and file"),
    "BISHOP": (BISHOP_DIRECTIONS, "diagonal and anti-diagonal"),
    "QUEEN": (QUEEN_DIRECTIONS, "rank, file and both diagonals"),
}
LINE_GROUPS = (("RANK", "FILE", "DIAGONAL", "ANTI_DIAGONAL"), ("ROOK", "BISHOP", "QUEEN"))  # in output order


@dataclass(frozen=True)
class _Spec:
    """A table as computed on LERF squares, before it is carried into a mapping."""

    name: str
    dims: Tuple[str, ...]  # "sq", "dir", "color", "piece", "occ6", "idx", "position", "byte"
    element: str
    entry: Callable  # (index, ...) -> the LERF entry there
    meaning: object  # a string, or a function of the mapping returning one
    space: str  # BOARD, BITS or SHIFTS
    axes: Tuple[str, ...] = ()


@lru_cache(maxsize=None)
def _specs(g: Geometry = LERF_GEOMETRY) -> Tuple[_Spec, ...]:
    """Returns every table of SPEC.md as computed on the squares of `g`, in output
    order: on the 8x8 board in LERF (`compute_tables(LERF)` computes their entries),
    or on another board, where `BOARD_TABLES` alone are computed and every other
    spec is left unread."""
    specs = []

    def add(name, dims, element, fn, meaning, space=BOARD, axes=()):
        specs.append(_Spec(name, tuple(dims), element, fn, meaning, space, tuple(axes)))

    add("DIR_SHIFT", ["dir"], INT, lambda d: dir_shifts(g.mapping)[d], _dir_shift_meaning, SHIFTS)
    add("AVOID_WRAP", ["dir"], U64, lambda d: avoid_wrap(d, g), "the squares a one-step shift in dir may land on (CPW avoidWrap)")
    add("RAY_ATTACKS", ["sq", "dir"], U64, lambda sq, d: ray_bb(sq, d, g), "squares from sq (excluded) to the edge in dir")
    for group in LINE_GROUPS:
        for excluded in (False, True):
            for line_name in group:
                directions, what = LINE_MASKS[line_name]
                own = 0 if excluded else 1
                add(
                    f"{line_name}_MASK_EX" if excluded else f"{line_name}_MASK",
                    ["sq"],
                    U64,
                    lambda sq, directions=directions, own=own: lines_bb(sq, directions, g) | own << sq,
                    f"the {what} through sq, sq {'excluded' if excluded else 'included'}",
                )

    add("KNIGHT_ATTACKS", ["sq"], U64, lambda sq: g.leap(sq, KNIGHT_OFFSETS), "knight attacks from sq")
    add("KING_ATTACKS", ["sq"], U64, lambda sq: g.leap(sq, KING_OFFSETS), "king attacks from sq")
    add(
        "PAWN_ATTACKS",
        ["color", "sq"],
        U64,
        lambda color, sq: g.leap(sq, PAWN_CAPTURE_OFFSETS[color]),
        "the squares a pawn of color on sq attacks",
    )
    add("BACK_RANK", ["color"], U64, lambda color: end_rank(color, g),
        "color's first rank: rank 1 for WHITE, the board's last rank for BLACK")  # fmt: skip
    add("PROMOTION_RANK", ["color"], U64, lambda color: end_rank(color, g, last=True),
        "color's last rank, where its pawns promote: the board's last rank for WHITE, rank 1 for BLACK")  # fmt: skip
    add("PROMOTION_ZONE", ["color", "depth"], U64, lambda color, depth: promotion_zone(color, depth, g),
        "color's last depth ranks (0: none, 3: shogi's and Grand's zone, 1: minishogi's)")  # fmt: skip
    add("DROP_REGION", ["color", "depth"], U64, lambda color, depth: drop_region(color, depth, g),
        "the board less color's last depth ranks: where shogi drops a pawn or lance (depth 1), a knight (2)")  # fmt: skip
    board = g.mapping.board
    if has_palace(board):
        add("PALACE", ["color"], U64, lambda color: palace(color, g),
            "color's palace: the middle three files of its first three ranks (xiangqi's and janggi's on 9x10)")  # fmt: skip
    if board.ranks % 2 == 0:
        add("OWN_HALF", ["color"], U64, lambda color: own_half(color, g),
            "color's half of the board, up to the river between the two middle ranks")  # fmt: skip
    empty_board_attacks = {
        KNIGHT: lambda sq: g.leap(sq, KNIGHT_OFFSETS),
        BISHOP: lambda sq: lines_bb(sq, BISHOP_DIRECTIONS, g),
        ROOK: lambda sq: lines_bb(sq, ROOK_DIRECTIONS, g),
        QUEEN: lambda sq: lines_bb(sq, QUEEN_DIRECTIONS, g),
        KING: lambda sq: g.leap(sq, KING_OFFSETS),
    }
    add(
        "PIECE_ATTACKS",
        ["piece", "sq"],
        U64,
        lambda piece, sq: empty_board_attacks[piece](sq) if piece in empty_board_attacks else 0,
        "attacks of piece on sq on the empty board; the PAWN row is zero",
    )
    slider_directions = {BISHOP: BISHOP_DIRECTIONS, ROOK: ROOK_DIRECTIONS, QUEEN: QUEEN_DIRECTIONS}

    def blockers_and_beyond(piece: int, sq: int) -> int:
        return g.inner_rays(sq, slider_directions.get(piece, ()))

    add(
        "BLOCKERS_AND_BEYOND",
        ["piece", "sq"],
        U64,
        blockers_and_beyond,
        "PIECE_ATTACKS less the last square of every ray; zero for pawn, knight and king",
    )
    pair = ("frm", "to")
    add(
        "BEHIND",
        ["sq", "sq"],
        U64,
        lambda frm, to: behind(frm, to, g),
        "squares beyond to on the ray from frm through to; 0 if frm == to or not aligned",
        axes=pair,
    )
    add(
        "BETWEEN",
        ["sq", "sq"],
        U64,
        lambda frm, to: between(frm, to, g),
        "squares strictly between frm and to on their line; 0 if not aligned",
        axes=pair,
    )
    add(
        "LINE",
        ["sq", "sq"],
        U64,
        lambda frm, to: line(frm, to, g),
        "the whole line through frm and to, both included; 0 if frm == to or not aligned",
        axes=pair,
    )
    # The kindergarten tables live in bit space: LERF's first rank is byte 0, its files
    # the positions 0..7 of a byte, and its a-file position 0 of every byte.
    add("FIRST_RANK_ATTACKS", ["occ6", "position"], U8, first_rank_attacks, _first_rank_meaning, BITS)
    add(
        "FILL_UP_ATTACKS",
        ["position", "occ6"],
        U64,
        lambda position, occ6: first_rank_attacks(occ6, position) * EVERY_BYTE,
        lambda m: f"FIRST_RANK_ATTACKS[occ6][{m.position}] copied onto all eight {m.row_line}s",
        BITS,
    )
    add("A_FILE_ATTACKS", ["byte", "idx"], U64, a_file_attacks, _a_file_meaning, BITS)
    add(
        "FIRST_RANK_XRAYS",
        ["occ6", "position"],
        U8,
        first_rank_xrays,
        "as FIRST_RANK_ATTACKS, holding the x-ray set a ^ attacks(occ & ~a)",
        BITS,
    )
    add(
        "XRAY_FILL_UP_ATTACKS",
        ["position", "occ6"],
        U64,
        lambda position, occ6: first_rank_xrays(occ6, position) * EVERY_BYTE,
        lambda m: f"FIRST_RANK_XRAYS[occ6][{m.position}] copied onto all eight {m.row_line}s",
        BITS,
    )
    add("XRAY_A_FILE_ATTACKS", ["byte", "idx"], U64, a_file_xrays, "as A_FILE_ATTACKS, holding x-ray sets", BITS)
    if not board.is_default:  # the kindergarten tables of the board's rows and columns, in 8x8's place (last so far)
        specs[:] = [spec for spec in specs if spec.name not in KINDERGARTEN_TABLES] + _board_kindergarten_specs(g)
    _engine_specs(add, g)
    return tuple(specs)


def _board_kindergarten_specs(g: Geometry) -> List[_Spec]:
    """Returns the six kindergarten tables of a board other than 8x8 (issue 49), in bit
    space as on 8x8: a row of `row_length` squares (the rank in LERF), `stride` bits
    apart, each table indexed by its line's inner squares (2**(length - 2)
    occupancies of a row); those the board has (`kindergarten_tables`)."""
    mapping, board = g.mapping, g.mapping.board
    length, rows, stride = board.row_length(mapping), board.rows(mapping), board.row_stride(mapping)
    every_row = board.every_row(mapping)

    def column(bits: int) -> int:  # the rows of `bits` as position 0 of each
        return bitboard(stride * k for k in range(rows) if bits >> k & 1)

    def rows_of(idx: int) -> int:  # bit i of idx is row rows - 2 - i
        return sum(1 << rows - 2 - i for i in range(rows - 2) if idx >> i & 1)

    def first_rank(occ: int, position: int, take=lambda attacks_of, occupied: attacks_of(occupied)) -> int:
        return take(lambda o: line_slide(length, position, o), occ << 1)

    def a_file(byte: int, idx: int, take=lambda attacks_of, occupied: attacks_of(occupied)) -> int:
        return column(take(lambda o: line_slide(rows, byte, o), rows_of(idx)))

    names = mapping.position_names
    last, inner = f"{names[0]}..{names[-1]}", f"{names[1]}..{names[-2]}"
    first_meaning = (f"{mapping.row_line} attacks (bits 0..{length - 1} = {mapping.position}s {last}) of a slider "
                     f"on {mapping.position} (0..{length - 1} = {last}), inner {mapping.position}s {inner} holding occ6")
    bytes_text = f"{mapping.byte} (0..{rows - 1} = {mapping.byte_names[0]}..{mapping.byte_names[-1]})"
    a_file_meaning = (f"attacks of a rook on the {mapping.column_line} {names[0]} square of {bytes_text}; bit i of idx "
                      f"is its square at {mapping.byte} index {rows - 2} - i")
    copied = f"copied onto all {rows} {mapping.row_line}s"
    specs = [
        _Spec("FIRST_RANK_ATTACKS", ("occ6", "position"), U8, first_rank, first_meaning, BITS),
        _Spec("FILL_UP_ATTACKS", ("position", "occ6"), U64, lambda p, occ: first_rank(occ, p) * every_row,
              f"FIRST_RANK_ATTACKS[occ6][{mapping.position}] {copied}", BITS),
        _Spec("A_FILE_ATTACKS", ("byte", "idx"), U64, a_file, a_file_meaning, BITS),
        _Spec("FIRST_RANK_XRAYS", ("occ6", "position"), U8, lambda occ, p: first_rank(occ, p, xray),
              "as FIRST_RANK_ATTACKS, holding the x-ray set a ^ attacks(occ & ~a)", BITS),
        _Spec("XRAY_FILL_UP_ATTACKS", ("position", "occ6"), U64, lambda p, occ: first_rank(occ, p, xray) * every_row,
              f"FIRST_RANK_XRAYS[occ6][{mapping.position}] {copied}", BITS),
        _Spec("XRAY_A_FILE_ATTACKS", ("byte", "idx"), U64, lambda byte, idx: a_file(byte, idx, xray),
              "as A_FILE_ATTACKS, holding x-ray sets", BITS),
    ]  # fmt: skip
    return [spec for spec in specs if spec.name in kindergarten_tables(mapping)]


def kindergarten_tables(mapping: Mapping) -> Tuple[str, ...]:
    """Returns the kindergarten tables `mapping`'s board has (issue 49): on 8x8 all six;
    on another board the fill-up ones where a row's inner squares are at most
    `KINDERGARTEN_BITS` (rows of at most 12 squares: 16 files would make each 4 MB),
    FIRST_RANK_ATTACKS and FIRST_RANK_XRAYS where they fit their u8 (rows of at
    most 8 squares), the a-file ones where the a-file lookup serves the column
    (`Board.column_lookup`) and its inner rows are at most `KINDERGARTEN_BITS`."""
    board = mapping.board
    if board.is_default:
        return KINDERGARTEN_TABLES
    length, rows = board.row_length(mapping), board.rows(mapping)
    rows_fit = length - 2 <= KINDERGARTEN_BITS
    served = dict(FIRST_RANK=rows_fit and length <= 8, FILL_UP=rows_fit,
                  A_FILE=board.column_lookup(mapping) and rows - 2 <= KINDERGARTEN_BITS)  # fmt: skip
    return tuple(name for name in KINDERGARTEN_TABLES if any(served[part] for part in served if part in name))


def line_slide(length: int, position: int, occupied: int) -> int:
    """Returns the attacks (bits 0..length - 1) of a slider on `position` of a line of
    `length` squares whose squares `occupied` holds: each side up to its first blocker."""
    attacks = 0
    for step in (1, -1):
        at = position + step
        while 0 <= at < length:
            attacks |= 1 << at
            if occupied >> at & 1:
                break
            at += step
    return attacks


# --- the tables every engine builds at start-up (issue 47) --------------------------
#
# Stockfish's and CPW's names and meanings, on LERF squares; numbers (distances) are
# carried by their square indices alone (NUMBERS), the Polyglot keys not at all.


def square_distance(a: int, b: int, g: Geometry = LERF_GEOMETRY) -> int:
    """Returns the Chebyshev (king's) distance of squares a and b."""
    (file_a, rank_a), (file_b, rank_b) = g.mapping.squares[a], g.mapping.squares[b]
    return max(abs(file_a - file_b), abs(rank_a - rank_b))


def manhattan_distance(a: int, b: int, g: Geometry = LERF_GEOMETRY) -> int:
    """Returns the Manhattan (taxicab) distance of squares a and b: files plus ranks apart."""
    (file_a, rank_a), (file_b, rank_b) = g.mapping.squares[a], g.mapping.squares[b]
    return abs(file_a - file_b) + abs(rank_a - rank_b)


def middle(count: int) -> Tuple[int, ...]:
    """Returns the middle one or two of `count` files or ranks: (3, 4) of 8, (2,) of 5."""
    return tuple(range((count - 1) // 2, count // 2 + 1))


def center(g: Geometry = LERF_GEOMETRY) -> Tuple[int, ...]:
    """Returns the centre squares of `g`'s board: its middle files on its middle ranks
    (d4, e4, d5, e5 on 8x8; one, two or four squares as W and H are odd or even)."""
    board = g.mapping.board
    return tuple(g.mapping.square(file, rank) for rank in middle(board.ranks) for file in middle(board.files))


def forward_file(color: int, sq: int, g: Geometry = LERF_GEOMETRY) -> int:
    """Returns the squares in front of sq on its file, as a pawn of color sees them."""
    return ray_bb(sq, NORT if color == WHITE else SOUT, g)


def pawn_attack_span(color: int, sq: int, g: Geometry = LERF_GEOMETRY) -> int:
    """Returns the squares a pawn of color on sq may attack as it advances: the forward
    files of its neighbours on its rank (Stockfish's pawn_attack_span)."""
    return lines_from(sq, ((-1, 0), (+1, 0)), lambda beside: forward_file(color, beside, g), g)


def lines_from(sq: int, offsets, line: Callable[[int], int], g: Geometry = LERF_GEOMETRY) -> int:
    """Returns the union of `line(t)` for each square t `offsets` away from sq on the board."""
    result = 0
    for target in (g.step(sq, offset) for offset in offsets):
        if target is not None:
            result |= line(target)
    return result


def forward_ranks(color: int, rank: int, g: Geometry = LERF_GEOMETRY) -> int:
    """Returns the ranks ahead of `rank` (0..7 on 8x8) for color: above it for white, below for black."""
    board = g.mapping.board
    ahead = range(rank + 1, board.ranks) if color == WHITE else range(rank)
    return bitboard(g.mapping.square(f, r) for r in ahead for f in range(board.files))


def adjacent_files(file: int, g: Geometry = LERF_GEOMETRY) -> int:
    """Returns the files beside `file` (0..7 on 8x8): one on the first and the last file, two elsewhere."""
    first = g.mapping.square(file, 0)
    return lines_from(first, ((-1, 0), (+1, 0)), lambda beside: ray_bb(beside, NORT, g) | 1 << beside, g)


def ray_pass(frm: int, to: int, g: Geometry = LERF_GEOMETRY) -> int:
    """Returns Stockfish's RayPassBB: the ray from frm through to, on to the edge (BETWEEN, to
    and BEHIND); 0 when frm == to or they share no line."""
    direction = direction_between(frm, to, g)
    return ray_bb(frm, direction, g) if direction is not None else 0


def between_and_to(frm: int, to: int, g: Geometry = LERF_GEOMETRY) -> int:
    """Returns Stockfish's BetweenBB: BETWEEN plus to itself; to alone when they share no
    line, and when frm == to."""
    return between(frm, to, g) | 1 << to


def castling(color: int, king_file: int, rook_file: int) -> Tuple[int, int]:
    """Returns (the squares that must be empty, the squares the king passes, its start and
    destination included) for castling with a king and a rook on those files of color's
    first rank: the king ends on the g-file and the rook on the f-file when the rook
    stands beyond the king toward h, else on the c- and d-file (standard chess and
    Chess960 alike; the king and the castling rook are no blockers). (0, 0) for one file."""
    if king_file == rook_file:
        return 0, 0
    first = 8 * (0 if color == WHITE else 7)
    king_to, rook_to = (6, 5) if rook_file > king_file else (2, 3)

    def span(a: int, b: int) -> int:  # the files a..b of the first rank, both included
        return bitboard(first + f for f in range(min(a, b), max(a, b) + 1))

    king_path = span(king_file, king_to)
    return (king_path | span(rook_file, rook_to)) & ~(1 << first + king_file | 1 << first + rook_file), king_path


def _engine_specs(add: Callable, g: Geometry = LERF_GEOMETRY) -> None:
    """Adds the tables every engine builds at start-up: distances, pawn structure,
    Stockfish's ray tables, the Polyglot keys; on a board other than 8x8 (issue 49)
    those of its geometry, not the castling tables nor the Polyglot keys (`BOARD_TABLES`)."""
    pair, board = ("frm", "to"), g.mapping.board
    last, longest, middle_text = FILE_LETTERS[board.files - 1], board.longest_ray, _center_text(g)
    add("SQUARE_DISTANCE", ["sq", "sq"], INT, lambda a, b: square_distance(a, b, g),
        f"the Chebyshev (king's) distance of frm and to, 0..{longest} (Stockfish's SquareDistance)", NUMBERS, pair)
    add("MANHATTAN_DISTANCE", ["sq", "sq"], INT, lambda a, b: manhattan_distance(a, b, g),
        f"the Manhattan distance of frm and to, files plus ranks apart, 0..{board.files + board.ranks - 2} (CPW)", NUMBERS, pair)
    half_files, half_ranks, centre = (board.files - 1) // 2, (board.ranks - 1) // 2, center(g)  # the farthest from the centre
    add("CENTER_DISTANCE", ["sq"], INT, lambda sq: min(square_distance(sq, c, g) for c in centre),
        f"the Chebyshev distance of sq to {middle_text}, 0..{max(half_files, half_ranks)} (CPW)", NUMBERS)
    add("CENTER_MANHATTAN_DISTANCE", ["sq"], INT, lambda sq: min(manhattan_distance(sq, c, g) for c in centre),
        f"the Manhattan distance of sq to {middle_text}, 0..{half_files + half_ranks} (CPW)", NUMBERS)
    add("DISTANCE_RING", ["sq", "dist"], U64,
        lambda sq, d: bitboard(t for t in g.squares if square_distance(sq, t, g) == d),
        "the squares at Chebyshev distance dist from sq: sq itself for 0, none past the board "
        "(Stockfish's old DistanceRingBB[sq][dist - 1])")
    add("FORWARD_RANKS", ["color", "r"], U64, lambda color, rank: forward_ranks(color, rank, g),
        "the ranks in front of rank r for color, r excluded: above for WHITE, below for BLACK "
        "(Stockfish's forward_ranks_bb)")
    add("FORWARD_FILE", ["color", "sq"], U64, lambda color, sq: forward_file(color, sq, g),
        "the squares in front of sq on its file for color, sq excluded (Stockfish's forward_file_bb)")
    add("PAWN_ATTACK_SPAN", ["color", "sq"], U64, lambda color, sq: pawn_attack_span(color, sq, g),
        "the squares on the files beside sq, in front of it for color: what a pawn may attack as it "
        "advances (Stockfish's pawn_attack_span)")
    add("PASSED_PAWN_SPAN", ["color", "sq"], U64, lambda color, sq: pawn_attack_span(color, sq, g) | forward_file(color, sq, g),
        "PAWN_ATTACK_SPAN | FORWARD_FILE: the squares no enemy pawn may hold for a passed pawn "
        "(Stockfish's passed_pawn_span)")
    add("ADJACENT_FILES", ["f"], U64, lambda file: adjacent_files(file, g),
        f"the files beside file f (0..{board.files - 1}: a..{last}), f excluded; one file for a and {last} (Stockfish's adjacent_files_bb)")
    add("RAY_PASS", ["sq", "sq"], U64, lambda frm, to: ray_pass(frm, to, g),
        "the ray from frm through to, to the edge: BETWEEN | to | BEHIND; 0 if frm == to or not aligned "
        "(Stockfish's RayPassBB)", axes=pair)
    add("BETWEEN_AND_TO", ["sq", "sq"], U64, lambda frm, to: between_and_to(frm, to, g),
        "BETWEEN | to: to alone if frm == to or not aligned (Stockfish's BetweenBB)", axes=pair)
    if not board.is_default:  # castling and Polyglot are 8x8's (SPEC.md, Boards other than 8x8)
        return
    files = ["color", "king_f", "rook_f"]
    add("CASTLING_EMPTY", files, U64, lambda *a: castling(*a)[0],
        "the squares that must be empty for the king on king_f to castle with the rook on rook_f of color's first "
        "rank, king and rook excluded; 0 if king_f == rook_f (standard chess and Chess960)")
    add("CASTLING_KING_PATH", files, U64, lambda *a: castling(*a)[1],
        "the squares the king passes from king_f to the g-file (rook beyond it toward h) or the c-file, both "
        "included: none may be attacked; 0 if king_f == rook_f")
    add("POLYGLOT_RANDOM", ["key"], U64, lambda i: POLYGLOT_KEYS[i],
        "the 781 Polyglot keys in Polyglot's order: 64 * kind + 8 * rank + file (kind 2 * piece + 1 for "
        "white, 2 * piece for black), 768 castling, 772 en-passant file, 780 white to move", FIXED)


def _center_text(g: Geometry) -> str:
    """Returns the centre of `g`'s board as a table's comment names it: "the nearest of d4,
    e4, d5, e5" on 8x8; on another board, which has no chess names, by what it is."""
    if g.mapping.board.is_default:
        return "the nearest of " + ", ".join(g.mapping.square_name(sq) for sq in center(g))
    count = len(center(g))
    return "its centre square, the middle file on the middle rank" if count == 1 else (
        f"the nearest of its {count} centre squares, its middle files on its middle ranks")


def _names(specs: Callable) -> Tuple[str, ...]:
    """Returns the names of the tables `specs` adds, in its order."""
    names: list = []
    specs(lambda name, *spec, **more: names.append(name))
    return tuple(names)


# The tables above, by name: those a language may write in a file of their own beside
# its main one (C's bitboards_engine.h, where they would slow every compile of
# bitboards.h by a third; languages/language.py, OutputFile.engine).
ENGINE_TABLES = _names(_engine_specs)


def _first_rank_meaning(m: Mapping) -> str:
    names = m.position_names
    return (
        f"{m.row_line} attacks (bits 0..7 = {m.position}s {names[0]}..{names[7]}) of a slider on {m.position} "
        f"(0..7 = {names[0]}..{names[7]}), inner {m.position}s {names[1]}..{names[6]} holding occ6"
    )


def _a_file_meaning(m: Mapping) -> str:
    names = m.byte_names
    return (
        f"attacks of a rook on the {m.column_line} {m.position_names[0]} square of {m.byte} "
        f"(0..7 = {names[0]}..{names[7]}); bit i of idx is its square at {m.byte} index 6 - i"
    )


def dir_shifts(mapping: Mapping) -> Tuple[int, ...]:
    """Returns the shift of each direction in `mapping`: + toward higher square numbers."""
    return tuple(mapping.shift(offset) for offset in DIRECTION_OFFSETS)


def _dir_shift_meaning(m: Mapping) -> str:
    shifts = ", ".join(f"{name} {shift:+d}" for name, shift in zip(DIRECTION_NAMES, dir_shifts(m)))
    return f"the shift of each direction: {shifts}"


def _carried(spec: _Spec, lerf_data: tuple, mapping: Mapping) -> tuple:
    """Returns the data of `spec` in `mapping` from its LERF data: T[p(a)] = P(T[a])
    for a board table."""
    if spec.space == SHIFTS:
        return dir_shifts(mapping)
    if spec.space in (BITS, FIXED):
        return lerf_data
    return mapping.carry_table(lerf_data, spec.dims, values=spec.space == BOARD)


def _on_board(spec: _Spec, g: Geometry) -> Callable:
    """Returns the entry of `spec` on the squares of `g`: 0 where a square index is a
    number between padded rows, which is no square."""
    padding = frozenset(range(g.size)) - frozenset(g.squares)
    at = [k for k, dim in enumerate(spec.dims) if dim == "sq"]
    return lambda *index: 0 if any(index[k] in padding for k in at) else spec.entry(*index)


# The kindergarten tables: on a board other than 8x8 the a-file ones only where the
# a-file lookup serves the column (`Board.column_lookup`).
KINDERGARTEN_TABLES = ("FIRST_RANK_ATTACKS", "FILL_UP_ATTACKS", "A_FILE_ATTACKS", "FIRST_RANK_XRAYS",
                       "XRAY_FILL_UP_ATTACKS", "XRAY_A_FILE_ATTACKS")  # fmt: skip
KINDERGARTEN_BITS = 10  # the widest kindergarten index on a board other than 8x8: rows of 12 squares
# The zones of variants (issue 49), on boards other than 8x8; PALACE and OWN_HALF only
# where they mean something (has_palace, an even number of ranks).
ZONES = ("PROMOTION_ZONE", "DROP_REGION", "PALACE", "OWN_HALF")
# The engine tables the 8x8 board alone has: Polyglot's keys are 8x8's, and castling,
# where a board has it, is each variant's own (SPEC.md, Boards other than 8x8).
ONLY_ON_8X8 = ("CASTLING_EMPTY", "CASTLING_KING_PATH", "POLYGLOT_RANDOM")
# The tables of a board other than 8x8 (issue 49), in output order. BACK_RANK, PROMOTION_RANK and the zones are the other
# boards' alone (NOT_ON_8X8), so that every 8x8 output stays as it was.
BOARD_TABLES = (
    "DIR_SHIFT",
    "AVOID_WRAP",
    "RAY_ATTACKS",
    *(f"{name}_MASK{ex}" for group in LINE_GROUPS for ex in ("", "_EX") for name in group),
    "KNIGHT_ATTACKS",
    "KING_ATTACKS",
    "PAWN_ATTACKS",
    "BACK_RANK",
    "PROMOTION_RANK",
    *ZONES,
    "PIECE_ATTACKS",
    "BLOCKERS_AND_BEYOND",
    "BEHIND",
    "BETWEEN",
    "LINE",
    *KINDERGARTEN_TABLES,
    *(name for name in ENGINE_TABLES if name not in ONLY_ON_8X8),
)
NOT_ON_8X8 = ("BACK_RANK", "PROMOTION_RANK", *ZONES)


def _kindergarten_kinds(mapping: Mapping) -> Dict[str, IndexKind]:
    """Returns the kindergarten tables' index kinds on a board other than 8x8: a row's
    positions and the rows, named as the mapping names them, and the occupancies of a
    row's and a column's inner squares."""
    board = mapping.board
    length, rows = board.row_length(mapping), board.rows(mapping)

    def numbered(name: str, count: int, names=()) -> IndexKind:
        return IndexKind(name, tuple(str(i) for i in range(count)), tuple(names))

    def coordinate(name: str, names) -> IndexKind:
        return numbered(name, len(names), names if name == FILE_COORDINATE else ())

    return dict(position=coordinate(mapping.position, mapping.position_names), byte=coordinate(mapping.byte, mapping.byte_names),
                occ6=numbered("occ6", 1 << length - 2), idx=numbered("idx", 1 << rows - 2))  # fmt: skip


def _coordinate_kinds(board) -> Dict[str, IndexKind]:
    """Returns the engine tables' indices of a board other than 8x8: its files (with their
    letters), its ranks, and the Chebyshev distances 0 to its longest."""
    return dict(f=IndexKind("f", _numbers(board.files), tuple(FILE_LETTERS[: board.files])), r=IndexKind("r", _numbers(board.ranks)),
                dist=IndexKind("dist", _numbers(board.longest_ray + 1)))  # fmt: skip


@lru_cache(maxsize=None)
@persistent
def compute_tables(mapping: Mapping = LERF) -> Tuple[Table, ...]:
    """Returns every table of SPEC.md in `mapping`, in output order: on the 8x8 board
    computed on LERF squares, and for another mapping carried from LERF's; on another
    board (`mapping.board`) the `BOARD_TABLES`, computed on its squares in its own
    numbering."""
    kinds = {kind.name: kind for kind in FIXED_KINDS}
    kinds.update(sq=square_kind(mapping), position=position_kind(mapping), byte=byte_kind(mapping))
    if not mapping.board.is_default:
        kinds.update(depth=IndexKind("depth", tuple(str(d) for d in range(mapping.board.ranks + 1))), **_kindergarten_kinds(mapping),
                     **_coordinate_kinds(mapping.board))
        g = Geometry(mapping)
        specs = [spec for spec in _specs(g) if spec.name in BOARD_TABLES]
        wide = {U64: U128} if mapping.board.width > 64 else {}  # a bitboard of 128 bits
        return tuple(Table(s.name, tuple(kinds[d] for d in s.dims), wide.get(s.element, s.element),
                           _build(tuple(kinds[d] for d in s.dims), _on_board(s, g)),
                           s.meaning if isinstance(s.meaning, str) else s.meaning(mapping), s.axes, mapping) for s in specs)  # fmt: skip
    lerf = {t.name: t.data for t in compute_tables(LERF)} if mapping != LERF else {}
    tables = []
    for spec in _specs():
        if spec.name in NOT_ON_8X8:
            continue
        meaning = spec.meaning if isinstance(spec.meaning, str) else spec.meaning(mapping)
        dims = tuple(kinds[d] for d in spec.dims)
        lerf_data = lerf[spec.name] if lerf else _build(dims, spec.entry)
        tables.append(Table(spec.name, dims, spec.element, _carried(spec, lerf_data, mapping), meaning, spec.axes, mapping))
    return tuple(tables)
