"""Every slider technique, described once: what it reads, how it looks up, how its
tables are filled.

A `Technique` holds, per piece (rook, bishop), its lookup as an expression
(`../expression.py`) of the occupancy `occ` and the square `sq`, and with one-lookup
x-rays the x-ray lookup too; the helpers those expressions call; the packed tables
it fills (`Fill`: for every square and every subset `occ` of the square's relevant
mask, entry `index` of the table holds `value` of the subset's attack or x-ray
set); and what a language needs to run it (`needs`: "bmi2" for pext and pdep,
"sse2" for the vector lanes of the two-lines hyperbola, "rbit" for a bit reversal
the CPU does in one instruction, "avx2" for the four 64-bit lanes of parallel
hyperbola, "mul32" for the 32-bit words of the 32-bit magic index, where a
language prints them). The queen is always the rook's lookup or'ed with the
bishop's; a `parallel` technique also gives both pieces' sets in one call (`PAIR`).

The generator builds every packed table by evaluating the fills (`tables.py`) and
every language prints the same expressions; nothing else writes an index formula.
What a technique reads of the main module (tables, functions) follows from its
expressions (`Technique.reads`, `Technique.calls`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Dict, Tuple

from ..geometry import DIRECTION_NAMES
from ..mapping import Mapping
from ..expression import OCC, SQ, Arg, Call, Const, Expr, Name, Read, Read2, calls, op, reads, replace, substitute, walk
from .occupancy import PIECES, TABLE_ENTRIES

ROOK, BISHOP = PIECES
LOOKUP_KINDS = ("attacks", "xrays")  # what a lookup returns: the attack set, or the x-rays behind the first blockers
BLACK_BITS = {ROOK: 12, BISHOP: 9}  # the fixed index bits of each piece's overlapped black magics
SET = Arg("set")  # in a fill's value: the attack or x-ray set of the subset
# the lines of each piece by the names of the main module's line functions
LINE_NAMES = {ROOK: ("rank", "file"), BISHOP: ("diagonal", "anti_diagonal")}
LINES = LINE_NAMES[ROOK] + LINE_NAMES[BISHOP]
PAIR = "slider"  # the piece name of a parallel technique's lookup of both sets: slider_attacks_hyperbola_avx2
# Kogge-Stone's four directions of each piece
PIECE_DIRECTIONS = {ROOK: ("EAST", "WEST", "NORT", "SOUT"), BISHOP: ("NOEA", "SOWE", "NOWE", "SOEA")}


@dataclass(frozen=True)
class Helper:
    """A function a technique's lookups call: `name` without prefix, its parameters
    (`Arg`s), its body, and a one-line comment on what it returns; `named`, values
    of its body by name, in order (each may hold the ones before it), which a
    printer that binds locals binds (the vector path: sliders/lanes.py)."""

    name: str
    params: Tuple[Arg, ...]
    body: Expr
    doc: str
    named: Tuple[Tuple[str, Expr], ...] = ()


@dataclass(frozen=True)
class Fill:
    """How one packed table is filled for one piece: for each square sq and each
    subset occ of its relevant mask, entry `index` holds `value` (an expression of
    `SET`, the subset's attack or x-ray set as `holds` says, and sq)."""

    table: str
    piece: str
    element: str  # "u64" or "u16"
    entries: int  # the table's size
    holds: str  # "attacks" or "xrays"
    index: Expr
    value: Expr = SET


@dataclass(frozen=True)
class Technique:
    name: str  # the suffix of its functions: rook_attacks_magic
    title: str  # for comments: "fancy magic"
    summary: str  # one line for comments: how it indexes; {main} is the file of the main module
    lookups: Dict[Tuple[str, str], Expr]  # (piece, kind) -> the lookup
    helpers: Tuple[Helper, ...] = ()
    fills: Tuple[Fill, ...] = ()
    needs: frozenset = frozenset()  # "bmi2", "sse2", "rbit", "avx2", "mul32"
    lanes: Tuple[str, ...] = ()  # the lines a vector path computes side by side (the lookups being the scalar path)
    # every line but the row in the lanes of one vector, the row by its table: one call
    # gives the rook's and the bishop's sets (sliders/lanes.py: parallel_program)
    parallel: bool = False

    @property
    def xrays(self) -> bool:
        """True if it gives one-lookup x-rays."""
        return (ROOK, "xrays") in self.lookups

    def expressions(self) -> Tuple[Expr, ...]:
        return tuple(self.lookups.values()) + tuple(h.body for h in self.helpers)

    def reads(self, xrays: bool = False) -> Tuple[str, ...]:
        """Returns the tables its rook and bishop lookups read (with `xrays`, its x-ray
        lookups' too), its helpers' included, in order of first reading."""
        exprs = [e for (piece, kind), e in self.lookups.items() if xrays or kind == "attacks"]
        exprs += [h.body for h in self.helpers]
        return tuple(dict.fromkeys(t for e in exprs for t in reads(e)))

    def calls(self) -> Tuple[str, ...]:
        """Returns the functions of the main module its expressions call (not its helpers)."""
        own = {h.name for h in self.helpers}
        return tuple(dict.fromkeys(f for e in self.expressions() for f in calls(e) if f not in own))

    def names(self) -> Tuple[str, ...]:
        """Returns the enumeration constants of the main module its expressions name."""
        return tuple(dict.fromkeys(n.name for e in self.expressions() for n in walk(e) if isinstance(n, Name)))


def fill_sets(piece: str) -> Dict[str, Expr]:
    """Returns {"attacks", "xrays": expression}: how a fill at run time computes the
    attack and x-ray sets of a subset `occ` of sq's mask, by the main module's line
    lookups."""
    return {
        "attacks": _or(*(Call(f"{line}_attacks", (OCC, SQ)) for line in LINE_NAMES[piece])),
        "xrays": _or(*(Call(f"xray_{line}_attacks", (OCC, SQ)) for line in LINE_NAMES[piece])),
    }


def _or(*exprs: Expr) -> Expr:
    out = exprs[0]
    for e in exprs[1:]:
        out = op("or", out, e)
    return out


def _read(table: str, element: str = "u64") -> Read:
    return Read(table, SQ, element)


def _offset_plus(offsets: str, index: Expr) -> Expr:
    """Returns OFFSETS[sq] + index: sq's block start plus the index within it."""
    return op("add_index", op("index", _read(offsets, "u32")), op("index", index))


def _magic_index(piece: str) -> Expr:
    p = piece.upper()
    product = op("mul", op("and", OCC, _read(f"{p}_RELEVANT_MASK")), _read(f"{p}_MAGICS"))
    return _offset_plus(f"{p}_OFFSETS", op("shr", product, _read(f"{p}_MAGIC_SHIFTS", "u8")))


def subset_pext(piece: str) -> Expr:
    """Returns pext(occ, RELEVANT_MASK[sq]): for a fill, which enumerates the subsets
    of the mask in carry-rippler order (0, then (occ - mask) & mask), the subset's
    rank in that order, counted from 0."""
    return op("pext", OCC, _read(f"{piece.upper()}_RELEVANT_MASK"))


def rank_indexed(index: Expr, piece: str, rank: str) -> Expr:
    """Returns a fill's `index` with pext(occ, RELEVANT_MASK[sq]) (subset_pext) read
    as the argument `rank`, the subset's rank in the fill's order; `index` as it
    is where it takes no pext."""
    return replace(index, subset_pext(piece), Arg(rank))


def _magic32_index(piece: str) -> Expr:
    """Returns Stockfish's 32-bit magic index (its `Magic::index` without Is64Bit): the
    masked occupancy's low and high halves each multiplied by the magic's same half,
    on 32-bit words, the two products' xor shifted right by 32 less the index bits."""
    p = piece.upper()
    masked, magic = op("and", OCC, _read(f"{p}_RELEVANT_MASK")), _read(f"{p}_MAGICS32")
    halves = (op("mul32", op(half, masked), op(half, magic)) for half in ("lo32", "hi32"))
    return _offset_plus(f"{p}_OFFSETS", op("shr32", op("xor32", *halves), _read(f"{p}_MAGIC32_SHIFTS", "u8")))


def _pext_index(piece: str) -> Expr:
    return _offset_plus(f"{piece.upper()}_OFFSETS", subset_pext(piece))


def _black_index(piece: str) -> Expr:
    p = piece.upper()
    product = op("mul", op("or", OCC, op("not", _read(f"{p}_RELEVANT_MASK"))), _read(f"{p}_BLACK_MAGICS"))
    return _offset_plus(f"{p}_BLACK_OFFSETS", op("shr", product, Const(64 - BLACK_BITS[piece])))


def _indexed(name: str, index_of, element: str = "u64", packed=None, unpack=None, needs=frozenset(), kinds=LOOKUP_KINDS, **kw) -> Technique:
    """Returns a technique whose lookups read `{P}_{name}_ATTACKS` and `_XRAYS` (of
    `kinds`) at `index_of(piece)`; each entry stored as `packed` of the set (the set
    itself by default) and read back through `unpack(entry, piece)`."""
    lookups, fills = {}, []
    for piece in PIECES:
        index = index_of(piece)
        for kind in kinds:
            table = f"{piece.upper()}_{name.upper()}_{kind.upper()}"
            entry = Read(table, index, element)
            lookups[(piece, kind)] = unpack(entry, piece) if unpack else entry
            value = packed(piece) if packed else SET
            fills.append(Fill(table, piece, element, TABLE_ENTRIES[piece], kind, index, value))
    return Technique(name, lookups=lookups, fills=tuple(fills), needs=needs, **kw)


def _hyperbola_helpers(mapping: Mapping) -> Tuple[Helper, ...]:
    line_ex = Arg("line_ex")
    forward = op("and", OCC, line_ex)
    reverse = op("sub", op("bswap", forward), op("bit", op("xor_index", SQ, Const(56))))
    borrowed = op("sub", forward, op("bit", SQ))  # the slider's bit borrowed from the first blocker above it
    line = op("and", op("xor", borrowed, op("bswap", reverse)), line_ex)
    occ6 = op("index", op("and", op("shr", OCC, op("or_index", op("and_index", SQ, Const(56)), Const(1))), Const(63)))
    row = op("shl", op("u64", Read2("FIRST_RANK_ATTACKS", occ6, op("and_index", SQ, Const(7)), "u8")), op("and_index", SQ, Const(56)))
    return (
        Helper(
            "hyperbola_line",
            (OCC, SQ, line_ex),
            line,
            "Returns the attacks of a slider on sq along the line line_ex (a *_MASK_EX entry\n"
            "of sq), which holds at most one square per byte.",
            (("forward", forward), ("reverse", reverse), ("borrowed", borrowed)),
        ),
        Helper(
            f"hyperbola_{mapping.row_line}",
            (OCC, SQ),
            row,
            f"Returns the {mapping.row_line} attacks of a slider on sq: the first-rank table, shifted to sq's byte.",
        ),
    )


def rbit_helper(width: int = 64) -> Helper:
    """Returns hyperbola's line helper with the bits reversed instead of the bytes:
    square s goes to s ^ 63 (on a board of `width` bits, s ^ (width - 1)), so it holds
    on every line, the rank included, in every mapping (Stockfish's ARM64 path, where
    `rbit` is one instruction), and on a board's lines (board_techniques.py)."""
    line_ex = Arg("line_ex")
    forward = op("and", OCC, line_ex)
    reverse = op("sub", op("rbit", forward), op("bit", op("xor_index", SQ, Const(width - 1))))
    borrowed = op("sub", forward, op("bit", SQ))
    return Helper(
        "rbit_line",
        (OCC, SQ, line_ex),
        op("and", op("xor", borrowed, op("rbit", reverse)), line_ex),
        "Returns the attacks of a slider on sq along the line line_ex (a *_MASK_EX entry\n"
        "of sq), any line, by hyperbola quintessence with the bits reversed.",
        (("forward", forward), ("reverse", reverse), ("borrowed", borrowed)),
    )


def _hyperbola_lookup(mapping: Mapping, piece: str) -> Expr:
    parts = []
    for line in LINE_NAMES[piece]:
        if line == mapping.row_line:
            parts.append(Call(f"hyperbola_{line}", (OCC, SQ)))
        else:
            parts.append(Call("hyperbola_line", (OCC, SQ, _read(f"{line.upper()}_MASK_EX"))))
    return _or(*parts)


@lru_cache(maxsize=None)
def techniques(mapping: Mapping) -> Tuple[Technique, ...]:
    """Returns every technique in `mapping`, in the order of the C header's selection
    macro's values. The mapping decides which line one byte holds (hyperbola reads
    it from the first-rank table)."""
    kindergarten = Technique(
        "kindergarten",
        "kindergarten lookups",
        "{main}'s line lookups",
        {(p, "attacks"): fill_sets(p)["attacks"] for p in PIECES},
    )
    kogge_stone = Technique(
        "kogge_stone",
        "Kogge-Stone fills",
        "{main}'s set-wise fills, one per direction",
        {
            (p, "attacks"): _or(
                *(Call("sliding_attacks", (op("bit", SQ), op("not", OCC), Name(d, DIRECTION_NAMES.index(d)))) for d in PIECE_DIRECTIONS[p])
            )
            for p in PIECES
        },
    )
    helpers = _hyperbola_helpers(mapping)
    hyperbola_lookups = {(p, "attacks"): _hyperbola_lookup(mapping, p) for p in PIECES}
    hyperbola = Technique(
        "hyperbola",
        "hyperbola quintessence",
        "o ^ (o - 2r) on the lines with one square per byte, reversed by a byte swap; the first-rank table for "
        f"the {mapping.row_line}, which one byte holds",
        hyperbola_lookups,
        helpers,
    )
    magic = _indexed(
        "magic",
        _magic_index,
        title="fancy magic",
        summary="one magic per square, the minimal index bits; x-rays by the same index",
    )
    pext = _indexed(
        "pext",
        _pext_index,
        needs=frozenset({"bmi2"}),
        title="PEXT",
        summary="index pext(occ, mask), needs BMI2; x-rays by the same index",
    )
    pext16 = _indexed(
        "pext16",
        _pext_index,
        "u16",
        packed=lambda piece: op("pext", SET, _read(f"{piece.upper()}_MASK_EX")),
        unpack=lambda entry, piece: op("pdep", op("u64", entry), _read(f"{piece.upper()}_MASK_EX")),
        needs=frozenset({"bmi2"}),
        title="16-bit PEXT",
        summary="the PEXT index into 16-bit entries, expanded by pdep(entry, the empty-board attacks of sq); needs "
        "BMI2; x-rays by the same index",
    )
    hyperbola_simd = Technique(
        "hyperbola_simd",
        "hyperbola quintessence, two lines at once",
        "the bishop's two diagonals in the two 64-bit lanes of a vector register",
        hyperbola_lookups,
        helpers,
        needs=frozenset({"sse2"}),
        lanes=("diagonal", "anti_diagonal"),
    )
    black = Technique(
        "black",
        "overlapped black magic",
        "one table for both pieces, fixed index bits, the squares' blocks overlapping where their entries agree (no "
        "x-rays: see docs/sliders.md)",
        {(p, "attacks"): Read("BLACK_ATTACKS", _black_index(p)) for p in PIECES},
        fills=tuple(Fill("BLACK_ATTACKS", p, "u64", 0, "attacks", _black_index(p)) for p in PIECES),
    )
    hyperbola_rbit = Technique(
        "hyperbola_rbit",
        "hyperbola quintessence by bit reversal",
        "o ^ (o - 2r) on all four lines, the rank included, reversed by a bit reversal (one instruction on ARM64)",
        {
            (p, "attacks"): _or(*(Call("rbit_line", (OCC, SQ, _read(f"{line.upper()}_MASK_EX"))) for line in LINE_NAMES[p]))
            for p in PIECES
        },
        (rbit_helper(),),
        needs=frozenset({"rbit"}),
    )
    hyperbola_avx2 = Technique(
        "hyperbola_avx2",
        "parallel hyperbola",
        "o ^ (o - 2r) on the three lines with one square per byte at once, in the 64-bit lanes of an AVX2 register "
        f"(the fourth unused), reversed by one vpshufb; the first-rank table for the {mapping.row_line}; one call gives "
        "both pieces' sets (Stockfish's AVX2 path, PR #6845)",
        hyperbola_lookups,
        helpers,
        needs=frozenset({"avx2"}),
        lanes=tuple(line for line in LINES if line != mapping.row_line),
        parallel=True,
    )
    magic32 = _indexed(
        "magic32",
        _magic32_index,
        needs=frozenset({"mul32"}),
        kinds=("attacks",),
        title="32-bit magic",
        summary="fancy magic on 32-bit words: the masked occupancy's halves times the magic's, xor'ed, the minimal index "
        "bits (Stockfish's index on 32-bit CPUs); magics of its own",
    )
    return (kindergarten, kogge_stone, hyperbola, magic, pext, pext16, hyperbola_simd, black, hyperbola_rbit, hyperbola_avx2, magic32)


def first_helpers(mapping: Mapping) -> Dict[str, Tuple[Helper, ...]]:
    """Returns {technique name: the helpers it is the first in `mapping` to call}:
    where an output that prints each helper once prints it."""
    out, seen = {}, set()
    for t in techniques(mapping):
        out[t.name] = tuple(h for h in t.helpers if h.name not in seen)
        seen.update(h.name for h in t.helpers)
    return out


def piece_fills(mapping: Mapping, piece: str) -> Tuple[Tuple[Technique, Fill, Expr], ...]:
    """Returns (technique, fill, stored value) of every fill of `piece` in `mapping`: what
    a run-time fill stores for each subset, its value an expression of the sets
    `attacks` and `xrays` (fill_sets) and sq."""
    return tuple(
        (t, f, substitute(f.value, {"set": Arg(f.holds)})) for t in techniques(mapping) for f in t.fills if f.piece == piece
    )


def lookup_name(piece: str, kind: str, technique: str) -> str:
    """Returns the name (without prefix) of a technique's lookup: rook_attacks_magic,
    xray_rook_attacks_magic."""
    return f"{piece}_attacks_{technique}" if kind == "attacks" else f"xray_{piece}_attacks_{technique}"


def lookup_doc(piece: str, kind: str, title: str) -> str:
    """Returns the comment of a technique's lookup, its second line (x-rays) after a
    line break each language continues its comment on."""
    if kind == "attacks":
        return f"Returns the {piece} attacks from sq given occ, by {title}."
    return f"Returns the {piece} x-rays from sq given occ in one lookup: behind each\nfirst blocker up to and including the second (or to the edge)."


def technique_named(mapping: Mapping, name: str) -> Technique:
    """Returns the technique `name` in `mapping`; raises KeyError for an unknown one."""
    for technique in techniques(mapping):
        if technique.name == name:
            return technique
    raise KeyError(name)
