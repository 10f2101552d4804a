"""The lookup functions' bodies as data: one expression (`expression.py`) per
function of SPEC.md's "Lookup functions" whose body is bitboard logic, written
once for every output language and evaluated in Python, so that a body is proven
(tests/proofs/test_function_bodies.py) before it is printed.

`function_bodies(mapping, board)` returns every body for one square mapping and
one `Board` (`board.py`: the files, the ranks and the bitboard's width). The
bodies take every number that comes from the board's size from the `Board`:
the position of a square in its byte (`sq & 7`), its byte (`sq >> 3`), the
kindergarten multipliers and the index shift (`>> 58`), the number of
Kogge-Stone doublings. What comes from the mapping is read from its tables
(`DIR_SHIFT`, `AVOID_WRAP`, the masks) or chosen by its record: a line lookup
is the fill-up or the a-file kindergarten lookup as `Function.lookup(mapping)`
says (functions.py).

The functions below `PRIMITIVES` have no body here: the square helpers are the
mapping's formulas as text (`square_formulas`), which every statement printer
returns (`StatementPrinter.bodies`, C as macros); the rest each language writes
its own way (bit scans and popcount by the platform's intrinsics, square names
and parsing as text, the squares of a bitboard as its iterator). A body calls
them as `Call`s (a `FoldBits` calls the bit scan, `expression.BIT_SCAN`).

Printing: `expression.StatementPrinter` writes a body as statements ending in a
return, a language's subclass giving its spellings: a `Let` as a local
variable (or an assignment where it rebinds a name: occluded_fill's `gen` and
`empty`), a `Select` as an if-else (shift_one's and occluded_fill's branch on
the sign of the shift), a `FoldBits` as the loop that clears the lowest bit
each turn (`while (b) { ...; b &= b - 1; }`); the wider ops (`neg`, `mul_int`,
`shr_index`, `gt`) are the expression printer's. A Let, a Select and a FoldBits
stand where a statement can (a body's value, a Let's value or body, a
branch, a fold's step), never inside an operation: shift_one binds its
shifted board (`moved`) for that. Go, Rust, C, C++, Java, C# and Zig print every
body so (their statement printer's `bodies(mapping)`; Rust shadows where
the others assign, Zig copies a rebound parameter under a new name), their
templates keeping only the primitives; Python prints 15 and, for rook, bishop,
queen, the x-rays and piece_attacks, the faster bodies of fast_paths.py (over
structures of its own), proven against the oracle; JavaScript prints every one on
its 32-bit halves, through its slider printer, the line lookups' index from
32-bit products (`line_lookup`'s `word`: no 64-bit product). A language that
carries a bitboard in two words (JavaScript's 32-bit halves, a 128-bit board in
64-bit words) prints the same body on words.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Dict, Tuple

from .board import BOARD, Board
from .expression import M32, OCC, SQ, Arg, Call, Const, Environment, Expr, Read, Read2, Select, evaluator, fold_bits, let, op
from .functions import A_FILE_LOOKUP, BITBOARD, FUNCTIONS, Function, Lookup, board_functions
from .mapping import FILE, RANK, Mapping
from .tables import compute_tables

# The functions without a body of expressions, and why.
PRIMITIVES: Dict[str, str] = {
    "square": "the mapping's formula as text (square_formulas), printed by each language (C: a macro)",
    "square_file": "the mapping's formula as text (square_formulas), printed by each language (C: a macro)",
    "square_rank": "the mapping's formula as text (square_formulas), printed by each language (C: a macro)",
    "lsb": "the platform's bit scan (builtins, intrinsics, a portable fallback)",
    "popcount": "the platform's population count (builtins, intrinsics, a portable fallback)",
    "square_name": "text: the language's strings",
    "parse_square": "text, and the language's way of saying 'no square'",
    "squares": "the language's iterator (a generator, an Iterator, a range, an array filled)",
}



def square_formulas(mapping: Mapping, file: str = "file", rank: str = "rank", sq: str = "sq") -> Dict[str, str]:
    """Returns the square helpers' bodies (the first three PRIMITIVES): the mapping's
    formulas as text in the syntax most languages share (`8 * rank + file`, `sq & 7`),
    printed by each language's statement printer (`expression.Formula`), C's as macros."""
    return dict(
        square=mapping.square_expression(file, rank),
        square_file=mapping.coordinate_expression(FILE, sq),
        square_rank=mapping.coordinate_expression(RANK, sq),
    )


OPPOSITE = Const(4)  # dir ^ 4 is the opposite direction (SPEC.md, Conventions)


@dataclass(frozen=True)
class Body:
    """The body of one lookup function: its parameters, in the record's order, and
    the expression it returns."""

    function: Function
    params: Tuple[Arg, ...]
    expr: Expr

    @property
    def name(self) -> str:
        """Returns the function's name, as the contract spells it."""
        return self.function.name


def params_of(function: Function) -> Tuple[Arg, ...]:
    """Returns the parameters of `function` as `Arg`s: a bitboard "u64", an integer
    (a square, a piece, a direction) "index"."""
    return tuple(Arg(name, "u64" if kind == BITBOARD else "index") for name, kind in function.params)


def _call(name: str, *args: Expr) -> Call:
    """Returns the call of the lookup function `name` with `args`."""
    return Call(name, tuple(args))


def _or(a: Expr, b: Expr) -> Expr:
    """Returns a | b."""
    return op("or", a, b)


# --- the kindergarten line lookups -----------------------------------------------------


def fill_up_multiplier(board: Board, mapping: Mapping) -> int:
    """Returns the fill-up lookup's multiplier (0x0202020202020202): position 1 of
    every byte, which gathers a line's inner squares into the top bits; on a board
    whose last row ends below the bitboard's top, shifted up by the bits between, so
    that the inner squares of the last row are the product's top bits."""
    last_row_end = board.row_stride(mapping) * (board.rows(mapping) - 1) + board.row_length(mapping)
    return board.every_row(mapping) << 1 + board.width - last_row_end


def kindergarten_shift(board: Board, mapping: Mapping, inner: int = 0) -> int:
    """Returns the shift that leaves a kindergarten index (58): `inner` squares (the
    inner squares of a row by default, its length less its two ends) in the top bits."""
    return board.width - (inner or board.row_length(mapping) - 2)


def a_file_multiplier(board: Board, mapping: Mapping) -> int:
    """Returns the a-file lookup's multiplier (CPW's c2-h7 diagonal,
    0x0080402010080400): for each inner byte k, the bit that moves position 0 of
    byte k to the top index bits in reverse order (byte 6 - i to bit i): a bit on
    the diagonal of stride + 1 per inner row, shifted so that row 1 lands on the
    bitboard's top bit (`Board.column_lookup` says where no two terms meet)."""
    step, rows = board.row_stride(mapping) + 1, board.rows(mapping)
    return sum(1 << step * k + board.width - step * (rows - 1) for k in range(1, rows - 1))


def row_parts(sq: Expr, board: Board, mapping: Mapping) -> Tuple[Expr, Expr]:
    """Returns (its row, its position in the row) of square `sq`: `sq >> 3` and `sq &
    7` in rows of a power of two bits, else `sq / 10` and `sq % 10`."""
    stride = board.row_stride(mapping)
    if stride & (stride - 1):
        return op("div_index", sq, Const(stride)), op("mod_index", sq, Const(stride))
    return op("shr_index", sq, Const(stride.bit_length() - 1)), op("and_index", sq, Const(stride - 1))


def line_lookup(lookup: Lookup, board: Board, mapping: Mapping, word: int = 64) -> Expr:
    """Returns the kindergarten lookup `lookup` of `occ` from `sq`: the attack or
    x-ray set along the line, as SPEC.md's formulas (the kindergarten indexing in
    every mapping); on 32-bit words (`word`), the same index from 32-bit operations
    (`_index_on_words`)."""
    occ, sq = OCC, SQ
    byte, position = row_parts(sq, board, mapping)
    if lookup.kind == A_FILE_LOOKUP:
        shift = Const(kindergarten_shift(board, mapping, board.rows(mapping) - 2))

        def from_position(where: Arg) -> Expr:
            if word == 32 and board.is_default:
                return _a_file_on_words(lookup, board, mapping, byte, where)
            column = op("and", op("shr", occ, where), Const(board.every_row(mapping)))
            index = op("index", op("shr", op("mul", column, Const(a_file_multiplier(board, mapping))), shift))
            return let("idx", index, lambda idx: op("shl", Read2(lookup.table, byte, idx), where))

        return let("position", position, from_position)

    def from_mask(mask: Arg) -> Expr:
        if word == 32 and board.is_default:  # a board's (issue 49): the product on its words
            index = _fill_up_on_words(op("and", mask, occ), board, mapping)
        else:
            shift = Const(kindergarten_shift(board, mapping))
            index = op("index", op("shr", op("mul", op("and", mask, occ), Const(fill_up_multiplier(board, mapping))), shift))
        return op("and", mask, Read2(lookup.table, position, index))

    return let("mask", Read(lookup.mask, sq), from_mask)


# On 32-bit words (a platform whose 64-bit product costs four 32-bit ones: languages/halves.py),
# the kindergarten index is taken where the product's partial sums do not carry, on a board
# of 8 bytes of 8 squares in 64 bits: the fill-up index is the line's bytes folded into one
# (the product by 0x0202020202020202 gathers them: bits at distinct positions, so xor is or),
# its bits 1..6; the a-file index each word's own 32-bit product, the low word's rows by the
# multiplier's high word (index bits 5..3), the high word's by its low word (bits 2..0). Each
# is proven against the oracle as the 64-bit one is (tests/proofs/test_function_bodies.py).


def _fill_up_on_words(line: Expr, board: Board, mapping: Mapping) -> Expr:
    """Returns the fill-up index of the line's squares `line` (mask & occ) on 32-bit words."""
    assert board.width == 64 and board.row_length(mapping) == 8, "the words' folds are of 8 bytes of 8 squares"
    fold = op("xor32", op("lo32", line), op("hi32", line))
    for by in (16, 8):
        fold = op("xor32", fold, op("shr32", fold, Const(by)))
    return op("and_index", op("shr32", fold, Const(1)), Const(63))


def _a_file_on_words(lookup: Lookup, board: Board, mapping: Mapping, byte: Expr, where: Arg) -> Expr:
    """Returns the a-file lookup from sq's `byte` and its position `where` on 32-bit
    words: each word's column its own product's top bits, the entry shifted within
    each word (its bits at position 0 of each byte stay in their word)."""
    assert board.width == 64 and board.row_length(mapping) == 8, "the words' products are of 8 bytes of 8 squares"
    multiplier, top = a_file_multiplier(board, mapping), Const(kindergarten_shift(board, mapping) - 32)
    rows = Const(board.every_row(mapping) & M32)
    column = [op("and_index", op("shr32", op(half, OCC), where), rows) for half in ("lo32", "hi32")]
    low = op("and_index", op("shr32", op("mul32", column[0], Const(multiplier >> 32)), top), Const(0x38))
    index = op("or_index", low, op("and_index", op("shr32", op("mul32", column[1], Const(multiplier & M32)), top), Const(7)))

    def shifted(entry: Arg) -> Expr:
        return op("or", op("u64", op("shl32", op("lo32", entry), where)), op("shl", op("u64", op("shl32", op("hi32", entry), where)), Const(32)))

    return let("entry", Read2(lookup.table, byte, index), shifted)


# --- the set-wise Kogge-Stone shift and fills -------------------------------------------


def _by_sign(amount: Expr, body: Callable[[str, Expr], Expr]) -> Expr:
    """Returns `body("shl", amount)` where the signed `amount` is positive, else
    `body("shr", shift)` with `shift` bound to -amount: a generalized shift,
    branched once on its sign (the templates' `shift = -shift`)."""
    positive = body("shl", amount)
    negative = let("shift", op("neg", amount), lambda shift: body("shr", shift))
    return Select(op("gt", amount, Const(0)), positive, negative)


def _shift_one(a: Dict[str, Arg], board: Board) -> Expr:
    """Returns the body of shift_one: b shifted by DIR_SHIFT[dir] (`moved`, bound
    by a Let, as a branch on the shift's sign is a statement where it is printed),
    less the squares that wrapped (AVOID_WRAP[dir])."""

    def shifted(shift: Arg) -> Expr:
        return _by_sign(shift, lambda kind, by: op(kind, a["b"], by))

    moved = let("shift", Read("DIR_SHIFT", a["dir"], "int"), shifted)
    return let("moved", moved, lambda moved: op("and", moved, Read("AVOID_WRAP", a["dir"])))


def _occluded_fill(a: Dict[str, Arg], board: Board) -> Expr:
    """Returns the body of occluded_fill: Kogge-Stone's doublings (1, 2 and 4 steps
    on 8x8) along `dir`, through the empty squares a step does not wrap onto."""
    doublings = board.longest_ray.bit_length()

    def fill(kind: str, shift: Expr, gen: Arg, empty: Arg, k: int = 0) -> Expr:
        by = shift if k == 0 else op("mul_int", Const(1 << k), shift)
        filled = _or(gen, op("and", empty, op(kind, gen, by)))
        if k == doublings - 1:
            return filled
        return let("gen", filled, lambda gen_k: let(
            "empty", op("and", empty, op(kind, empty, by)), lambda empty_k: fill(kind, shift, gen_k, empty_k, k + 1)))

    def along(shift: Arg) -> Expr:
        reachable = op("and", a["empty"], Read("AVOID_WRAP", a["dir"]))
        return let("empty", reachable, lambda empty: _by_sign(shift, lambda kind, by: fill(kind, by, a["gen"], empty)))

    return let("shift", Read("DIR_SHIFT", a["dir"], "int"), along)


# --- the bodies that combine others -----------------------------------------------------


def union(first: str, second: str) -> Callable[[Dict[str, Arg], Board], Expr]:
    """Returns the builder of `first(occ, sq) | second(occ, sq)`."""
    return lambda a, board: _or(_call(first, a["occ"], a["sq"]), _call(second, a["occ"], a["sq"]))


def _xray_through(attacks_of: str) -> Callable[[Dict[str, Arg], Board], Expr]:
    """Returns the builder of CPW's "modifying occupancy" x-ray: attacks ^
    attacks_of(occ ^ (blockers & attacks), sq), with attacks = attacks_of(occ, sq)."""

    def body(a: Dict[str, Arg], board: Board) -> Expr:
        def through(attacks: Arg) -> Expr:
            return op("xor", attacks, _call(attacks_of, op("xor", a["occ"], op("and", a["blockers"], attacks)), a["sq"]))

        return let("attacks", _call(attacks_of, a["occ"], a["sq"]), through)

    return body


def _piece_attacks(a: Dict[str, Arg], board: Board) -> Expr:
    """Returns the body of piece_attacks, blockers-and-beyond: PIECE_ATTACKS less BEHIND[sq][b] for every occupied b of
    BLOCKERS_AND_BEYOND."""
    blockers = op("and", Read2("BLOCKERS_AND_BEYOND", a["piece"], a["sq"]), a["occ"])
    return fold_bits(blockers, "blockers", "blocker", "attacks", Read2("PIECE_ATTACKS", a["piece"], a["sq"]),
                     lambda attacks, blocker: op("and", attacks, op("not", Read2("BEHIND", a["sq"], blocker))))


def _pinned(a: Dict[str, Arg], board: Board) -> Expr:
    """Returns the body of pinned, CPW absolute pins: the own pieces between the king and every pinner, a pinner
    being an enemy slider that the king's x-ray through own pieces reaches."""
    pinners = _or(op("and", _call("xray_rook_attacks", a["occ"], a["own"], a["king_sq"]), a["enemy_rq"]),
                  op("and", _call("xray_bishop_attacks", a["occ"], a["own"], a["king_sq"]), a["enemy_bq"]))
    return fold_bits(pinners, "pinners", "pinner", "result", Const(0),
                     lambda result, pinner: _or(result, op("and", Read2("BETWEEN", a["king_sq"], pinner), a["own"])))


def _sliding_attacks(a: Dict[str, Arg], board: Board) -> Expr:
    """Returns the body of sliding_attacks: the occluded fill moved one step on."""
    return _call("shift_one", _call("occluded_fill", a["sliders"], a["empty"], a["dir"]), a["dir"])


def _xray_attacks(a: Dict[str, Arg], board: Board) -> Expr:
    """Returns the body of xray_attacks: the sliding attacks from the attacked blockers."""
    attacked = op("and", _call("sliding_attacks", a["sliders"], a["empty"], a["dir"]), a["blockers"])
    return _call("sliding_attacks", attacked, a["empty"], a["dir"])


def _between_slider_and_target(a: Dict[str, Arg], board: Board) -> Expr:
    """Returns the body of between_slider_and_target: the sliders' attacks in dir
    meeting the targets' in the opposite direction."""
    opposite = op("xor_index", a["dir"], OPPOSITE)
    return op("and", _call("sliding_attacks", a["sliders"], a["empty"], a["dir"]),
              _call("sliding_attacks", a["targets"], a["empty"], opposite))


# --- the engine tables' lookups ----------------------------------------------------------


def coordinate(sq: Expr, coordinate_name: str, board: Board, mapping: Mapping) -> Expr:
    """Returns the file or rank (0..7 on 8x8) of `sq` as an index, by the mapping's formula:
    its row (`sq >> 3`, `sq / 10`) or its position in the row (`sq & 7`, `sq % 10`),
    counted from the last where descending (`^ 7` on 8x8, `9 - ...` on a board's)."""
    row, position = row_parts(sq, board, mapping)
    if coordinate_name == mapping.byte:
        part, descending = row, mapping.byte_descending
    else:
        part, descending = position, mapping.position_descending
    if not descending:
        return part
    last = Const(board.side(coordinate_name) - 1)
    return op("xor_index", part, last) if board.is_default else op("sub_index", last, part)


def _read(table: str, *names: str, element: str = "u64") -> Callable[[Dict[str, Arg], Board, Mapping], Expr]:
    """Returns the builder of a lookup of `table` by the arguments `names`; a number
    (`element` "int") returned as the language's integer (`index`: Rust's usize)."""

    def body(a: Dict[str, Arg], board: Board, mapping: Mapping) -> Expr:
        index = [a[name] for name in names]
        read = Read(table, index[0], element) if len(index) == 1 else Read2(table, *index, element)
        return read if element == "u64" else op("index", read)

    return body


def _by_coordinate(table: str, coordinate_name: str, *before: str) -> Callable[[Dict[str, Arg], Board, Mapping], Expr]:
    """Returns the builder of a lookup of `table` by the arguments `before` and sq's file or rank."""

    def body(a: Dict[str, Arg], board: Board, mapping: Mapping) -> Expr:
        index = [a[name] for name in before] + [coordinate(a["sq"], coordinate_name, board, mapping)]
        return Read(table, index[0]) if len(index) == 1 else Read2(table, *index)

    return body


def _polyglot_piece_key(a: Dict[str, Arg], board: Board, mapping: Mapping) -> Expr:
    """Returns the body of polyglot_piece_key: POLYGLOT_RANDOM[64 * kind + 8 * rank + file],
    kind = 2 * piece + (color ^ 1) (Polyglot's black pawn 0, white pawn 1, ...), written by
    shifts and ors; Polyglot's square is sq itself in LERF."""
    kind = op("or_index", op("shl_index", a["piece"], Const(1)), op("xor_index", a["color"], Const(1)))
    rank, file = (coordinate(a["sq"], name, board, mapping) for name in (RANK, FILE))
    square = a["sq"] if mapping.name == "LERF" else op("or_index", op("shl_index", rank, Const(3)), file)
    return Read("POLYGLOT_RANDOM", op("or_index", op("shl_index", kind, Const(6)), square))


# name -> the builder of a body that reads the mapping (a square's file or rank)
MAPPED_BUILDERS: Dict[str, Callable[[Dict[str, Arg], Board, Mapping], Expr]] = {
    "distance": _read("SQUARE_DISTANCE", "frm", "to", element="int"),
    "manhattan_distance": _read("MANHATTAN_DISTANCE", "frm", "to", element="int"),
    "forward_ranks": _by_coordinate("FORWARD_RANKS", RANK, "color"),
    "forward_file": _read("FORWARD_FILE", "color", "sq"),
    "pawn_attack_span": _read("PAWN_ATTACK_SPAN", "color", "sq"),
    "passed_pawn_span": _read("PASSED_PAWN_SPAN", "color", "sq"),
    "adjacent_files": _by_coordinate("ADJACENT_FILES", FILE),
    "polyglot_piece_key": _polyglot_piece_key,
}


# name -> the builder of its body from its arguments ({name: Arg}) and the board; the
# line lookups are built from their record's `Lookup` instead (`line_lookup`)
BUILDERS: Dict[str, Callable[[Dict[str, Arg], Board], Expr]] = {
    "square_bb": lambda a, board: op("bit", a["sq"]),
    "rook_attacks": union("rank_attacks", "file_attacks"),
    "bishop_attacks": union("diagonal_attacks", "anti_diagonal_attacks"),
    "queen_attacks": union("rook_attacks", "bishop_attacks"),
    "xray_rook_attacks": _xray_through("rook_attacks"),
    "xray_bishop_attacks": _xray_through("bishop_attacks"),
    "piece_attacks": _piece_attacks,
    "pinned": _pinned,
    "shift_one": _shift_one,
    "occluded_fill": _occluded_fill,
    "sliding_attacks": _sliding_attacks,
    "xray_attacks": _xray_attacks,
    "between_slider_and_target": _between_slider_and_target,
}


def body_of(function: Function, mapping: Mapping, board: Board = BOARD, word: int = 64) -> Body:
    """Returns the body of `function` in `mapping` on `board`, on words of `word` bits
    (`line_lookup`). Raises KeyError for a function that has no body (a primitive, or
    one forgotten)."""
    lookup = function.lookup(mapping)
    if lookup is not None:
        expr = line_lookup(lookup, board, mapping, word)
    elif function.name in BUILDERS:
        expr = BUILDERS[function.name]({arg.name: arg for arg in params_of(function)}, board)
    elif function.name in MAPPED_BUILDERS:
        expr = MAPPED_BUILDERS[function.name]({arg.name: arg for arg in params_of(function)}, board, mapping)
    else:
        raise KeyError(f"{function.name}: neither a body (BUILDERS) nor a primitive (PRIMITIVES)")
    return Body(function, params_of(function), expr)


@lru_cache(maxsize=None)
def function_bodies(mapping: Mapping, board: Board = BOARD, word: int = 64) -> Dict[str, Body]:
    """Returns {name: Body} of every lookup function that is not a primitive, in
    the order of FUNCTIONS, for `mapping` on `board`, on words of `word` bits (32:
    languages/halves.py's; the 64-bit product's on a board other than 8x8): on a
    board other than 8x8, of its functions (`functions.board_functions`). Raises
    KeyError naming a function that has neither a body nor a place in PRIMITIVES."""
    functions = FUNCTIONS if board.is_default else board_functions(mapping.on(board), [t.name for t in compute_tables(mapping.on(board))])
    return {f.name: body_of(f, mapping, board, word) for f in functions if f.name not in PRIMITIVES}


def evaluated_functions(mapping: Mapping, board: Board = BOARD, word: int = 64) -> Dict[str, Callable[..., int]]:
    """Returns {name: Python function} of every body of `function_bodies(mapping,
    board)`: each takes the body's arguments in order and returns the body's value
    by `expression.evaluate` (its `evaluator`, made once a body), on the tables of
    `mapping` (`compute_tables`), a call of one body evaluating the other. Bitboard arguments must lie in 0 ..
    2**width - 1."""
    tables = {t.name: t.data for t in compute_tables(mapping if board.is_default else mapping.on(board))}
    functions: Dict[str, Callable[..., int]] = {}

    def python_function(body: Body) -> Callable[..., int]:
        names, value = tuple(p.name for p in body.params), evaluator(body.expr)

        def run(*args: int) -> int:
            return value(Environment(dict(zip(names, args)), tables, functions, board.width))

        run.__name__ = body.name
        return run

    functions.update((name, python_function(body)) for name, body in function_bodies(mapping, board, word).items())
    return functions
