"""The slider techniques on a board other than 8x8 (issue 49), described once in the
model's language (`../expression.py`, `../statements.py`), as techniques.py
describes 8x8's: each language prints these records by its own expression and
statement printers, and the generator evaluates the same records
(`board_attack_tables`), which the tests compare with a walk of their own.

Each line of a slider (rank, file, diagonal, anti-diagonal) has its own [sq] tables
(board_magics.board_lines) and, per technique, an attack table
`{LINE}_{KIND}_ATTACKS` at entry `{line}_{kind}_index(occ, sq)` (an `index`
helper); a rook ors its rank's and its file's entries, a bishop its diagonals', a
queen the two. The bitboard's width is the board's (`Board.width`: 64 bits up to
64 squares, 128 past them): an expression's `mul` and `shl` wrap at it
(`Environment.width`), and a printer types a bitboard by it.

- Fancy magic: OFFSETS[sq] + ((occ & RELEVANT_MASK[sq]) * MAGICS[sq] mod
  2**width) >> MAGIC_SHIFTS[sq].
- PEXT ("bmi2"): OFFSETS[sq] + pext(occ, RELEVANT_MASK[sq]); past 64 bits two
  64-bit pext joined, pext(low occ, low mask) | pext(high occ, high mask) <<
  PEXT_LOW_BITS[sq], the bits of the mask's low word. Attack tables of its own at
  the magic tables' offsets: a magic orders a block's entries otherwise.

- Hyperbola quintessence ("hyperbola"): no attack tables, no magics; each line's
  helper `{line}_hyperbola(occ, sq)` is 8x8's bit-reversal line helper
  (techniques.rbit_helper) at the board's width on the line's [sq] mask
  `{LINE}_HYPERBOLA_MASK` (the line through sq, sq excluded): o = occ & mask,
  ((o - bit(sq)) ^ rev(rev(o) - bit(sq ^ (width - 1)))) & mask, rev the reversal of
  the bitboard's whole width (rows are not bytes on a board: no byte swap), padding
  bits between rows masked off like the squares off the line. A language without a
  reversal of its width (C, C++) reverses a word by `WORD_REVERSE` and a 128-bit
  bitboard by `WIDE_REVERSE`.

The attack tables are filled at run time (`fill`): for each square, each subset
occ of each line's relevant mask in carry-rippler order, the line's `walk` (a
routine: from sq along each of the line's two directions, a step a shift of the
square number taken only from a square a step does not leave the board from,
until a square of occ) stored at each technique's index.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Callable, Dict, Tuple

from ..expression import OCC, PORTABLE, SQ, Arg, Call, Const, Expr, Let, Read, op, replace
from ..geometry import Geometry
from ..mapping import Mapping
from ..statements import Assign, Break, DoWhile, For, Guarded, If, Local, NextSubset, Return, Scope, Store, While, compiled
from .board_magics import BOARD_LINES, PIECE_LINES, BoardLine, board_lines
from .techniques import Helper, rbit_helper

MASK, ATTACKS, B = Arg("mask"), Arg("attacks"), Arg("b")
ZERO = Const(0)
LOW = (1 << 64) - 1


@dataclass(frozen=True)
class BoardTechnique:
    """One technique on a board: its `name` (the suffix of its lookups:
    rook_attacks_magic), `title`, what it `needs` ("bmi2"), per line its index
    helper (`indexes`, {line: Helper}), its lookups ({piece: expression}, the
    queen's included), the [sq] tables of its own (`small`: {name: values}), its
    attack tables (`tables`: {line: (name, entries)}) and its other `helpers`."""

    name: str
    title: str
    needs: frozenset
    indexes: Dict[str, Helper]
    lookups: Dict[str, Expr]
    small: Dict[str, Tuple[int, ...]]
    tables: Dict[str, Tuple[str, int]]
    helpers: Tuple[Helper, ...] = ()  # what its lookups call besides, of occ and sq: hyperbola's line helpers


def attack_table(line: str, kind: str) -> str:
    """Returns the name of a line's attack table of the technique `kind`: RANK_MAGIC_ATTACKS."""
    return f"{line.upper()}_{kind.upper()}_ATTACKS"


def _read(table: str, element: str = "u64") -> Read:
    return Read(table, SQ, element)


def _offset_plus(line: str, index: Expr) -> Expr:
    return op("add_index", op("index", _read(f"{line.upper()}_OFFSETS", "u32")), op("index", index))


def magic_index(line: str) -> Expr:
    """Returns the fancy magic index of `line`: its block offset plus the top bits of the
    full-width product."""
    L = line.upper()
    product = op("mul", op("and", OCC, _read(f"{L}_RELEVANT_MASK")), _read(f"{L}_MAGICS"))
    return _offset_plus(line, op("shr", product, _read(f"{L}_MAGIC_SHIFTS", "u8")))


def pext_index(line: str, width: int) -> Expr:
    """Returns the PEXT index of `line`: its block offset plus pext(occ, mask), past 64
    bits the low word's pext or'ed with the high word's shifted past the low mask's bits."""
    L = line.upper()
    mask = _read(f"{L}_RELEVANT_MASK")
    if width <= 64:
        return _offset_plus(line, op("pext", OCC, mask))
    low = op("pext", op("lo64", OCC), op("lo64", mask))
    high = op("pext", op("hi64", OCC), op("hi64", mask))
    return _offset_plus(line, op("or", low, op("shl", high, _read(f"{L}_PEXT_LOW_BITS", "u8"))))


def _lookups(kind: str) -> Dict[str, Expr]:
    out = {}
    for piece, lines in PIECE_LINES.items():
        reads = [Read(attack_table(line, kind), Call(f"{line}_{kind}_index", (OCC, SQ))) for line in lines]
        out[piece] = op("or", *reads)
    out["queen"] = op("or", *(Call(f"{piece}_attacks_{kind}", (OCC, SQ)) for piece in PIECE_LINES))
    return out


def hyperbola_mask(line: str) -> str:
    """Returns the name of a line's [sq] mask of hyperbola: RANK_HYPERBOLA_MASK."""
    return f"{line.upper()}_HYPERBOLA_MASK"


def hyperbola(mapping: Mapping) -> BoardTechnique:
    """Returns hyperbola quintessence on `mapping`'s board, which needs no magics: per
    line its helper (the bit-reversal line helper at the board's width, its line the
    line's [sq] mask) and mask (the line through sq, sq excluded; 0 on a padding
    number); a piece's lookup its lines' helpers or'ed, the queen's all four."""
    g, helper = Geometry(mapping), rbit_helper(mapping.board.width)
    line_ex = helper.params[-1]  # its line: occ, sq, line_ex
    helpers, small = [], {}
    for line, directions in BOARD_LINES.items():
        small[hyperbola_mask(line)] = tuple(0 if at is None else g.slide(sq, 0, directions) for sq, at in enumerate(mapping.squares))
        doc = f"Returns the {line.replace('_', '-')} attacks from sq given occ, by hyperbola quintessence on {hyperbola_mask(line)}[sq]."
        helpers.append(Helper(f"{line}_hyperbola", (OCC, SQ), Let(line_ex, _read(hyperbola_mask(line)), helper.body), doc))
    lookups = {piece: op("or", *(Call(f"{line}_hyperbola", (OCC, SQ)) for line in lines)) for piece, lines in PIECE_LINES.items()}
    lookups["queen"] = op("or", *lookups.values())
    return BoardTechnique("hyperbola", "hyperbola quintessence", frozenset(), {}, lookups, small, {}, tuple(helpers))


# A language without a reversal of the bitboard's width (C, C++): a 64-bit word's by
# the portable swaps (expression.PORTABLE's bit reversal, its byte swap written out),
# a 128-bit bitboard's by its two words' reversals (`word_bit_reverse`), swapped.
WORD_REVERSE = replace(PORTABLE["rbit"], op("bswap", B), PORTABLE["bswap"])
WIDE_REVERSE = op("or", op("shl", op("u64", Call("word_bit_reverse", (op("lo64", B),))), Const(64)), op("u64", Call("word_bit_reverse", (op("hi64", B),))))


@lru_cache(maxsize=None)
def board_techniques(mapping: Mapping) -> Tuple[BoardTechnique, ...]:
    """Returns the techniques on `mapping`'s board, its magics the recorded ones
    (raises NoMagics where none are): fancy magic, PEXT, then hyperbola."""
    width = mapping.board.width
    lines = board_lines(mapping)
    tables = {kind: {line.name: (attack_table(line.name, kind), line.entries) for line in lines} for kind in ("magic", "pext")}
    magic_doc = "Returns the entry of {} that occ leads to from sq."
    magic = BoardTechnique(
        "magic",
        "fancy magic",
        frozenset(),
        {line.name: Helper(f"{line.name}_magic_index", (OCC, SQ), magic_index(line.name), magic_doc.format(attack_table(line.name, "magic"))) for line in lines},
        _lookups("magic"),
        {},
        tables["magic"],
    )
    joined = ", the high word's past the low word's" if width > 64 else ""
    pext_doc = "Returns the entry of {} that occ leads to from sq: the pext of occ by the line's relevant mask" + joined + "."
    low_bits = {f"{line.name.upper()}_PEXT_LOW_BITS": tuple(bin(m & LOW).count("1") for m in line.masks) for line in lines} if width > 64 else {}
    pext = BoardTechnique(
        "pext",
        "PEXT",
        frozenset({"bmi2"}),
        {line.name: Helper(f"{line.name}_pext_index", (OCC, SQ), pext_index(line.name, width), pext_doc.format(attack_table(line.name, "pext"))) for line in lines},
        _lookups("pext"),
        low_bits,
        tables["pext"],
    )
    return magic, pext, hyperbola(mapping)


def walk(line: BoardLine) -> tuple:
    """Returns the routine (statements.py) of `line`'s walk, of occ and sq: the
    attacks from sq along each of the line's two directions, each step taken from a
    square it does not leave the board from, up to the first square of occ."""
    body = [Local(ATTACKS, ZERO)]
    for k, (_, by, leaves) in enumerate(line.directions):
        start = op("bit", SQ)
        body.append(Local(B, start) if k == 0 else Assign(B, start))
        step = op("shl", B, Const(by)) if by > 0 else op("shr", B, Const(-by))
        body.append(
            While(
                op("ne", op("and", B, Const(leaves)), ZERO),
                (Assign(B, step), Assign(ATTACKS, op("or", ATTACKS, B)), If(op("ne", op("and", B, OCC), ZERO), (Break(),))),
            )
        )
    return tuple(body) + (Return(ATTACKS),)


def walks(mapping: Mapping) -> Dict[str, tuple]:
    """Returns {line: its walk} on `mapping`'s board: the routines the fill stores."""
    return {line.name: walk(line) for line in board_lines(mapping)}


def fill(mapping: Mapping, techniques: Tuple[BoardTechnique, ...], condition: Callable[[frozenset], str] = lambda needs: "", stored=attack_table) -> tuple:
    """Returns the routine that fills the attack tables of `techniques`: for each
    square sq, for each line in a block of its own, each subset occ of the line's
    relevant mask `mask` in carry-rippler order, the line's walk stored at each
    technique's index, each store under `condition` of what its technique needs
    (a language's build condition, or "") and into the table `stored(line, kind)`
    names."""
    blocks = []
    for line in board_lines(mapping):
        value = Call(f"{line.name}_walk", (OCC, SQ))
        stores = []
        for t in techniques:
            store = Store(stored(line.name, t.name), Call(f"{line.name}_{t.name}_index", (OCC, SQ)), value)
            guard = condition(t.needs)
            stores.append(Guarded(guard, (store,)) if guard else store)
        loop = DoWhile((*stores, NextSubset(OCC, MASK)), op("ne", OCC, ZERO))
        blocks.append(Scope((Local(MASK, _read(f"{line.name.upper()}_RELEVANT_MASK")), Local(OCC, ZERO), loop)))
    return (For(SQ, len(mapping.squares), tuple(blocks)),)


def small_tables(mapping: Mapping) -> Dict[str, Tuple[int, ...]]:
    """Returns {name: values} of every [sq] table the techniques read: each line's
    masks, magics, shifts and offsets, and PEXT's low bits past 64 bits."""
    out = {}
    for line in board_lines(mapping):
        L = line.name.upper()
        out.update({f"{L}_RELEVANT_MASK": line.masks, f"{L}_MAGICS": line.magics, f"{L}_MAGIC_SHIFTS": line.shifts, f"{L}_OFFSETS": line.offsets})
    for t in board_techniques(mapping):
        out.update(t.small)
    return out


def board_attack_tables(mapping: Mapping, technique: BoardTechnique) -> Dict[str, list]:
    """Returns {attack table: entries} of `technique` on `mapping`'s board, built by
    evaluating the model: its index helpers, the walks and the fill run in Python
    (statements.compiled), their arithmetic wrapping at the board's width. What a
    language's fill writes at run time, and what the tests compare with their walk."""
    width = mapping.board.width
    if not technique.tables:  # hyperbola
        return {}
    tables = {name: [0] * entries for name, entries in technique.tables.values()}
    routines = {f"{line}_walk": ((OCC, SQ), body) for line, body in walks(mapping).items()}
    routines.update({h.name: (h.params, (Return(h.body),)) for h in technique.indexes.values()})
    routines["fill"] = ((), fill(mapping, (technique,)))
    compiled(routines, {**small_tables(mapping), **tables}, {}, width)["fill"]()
    return tables
