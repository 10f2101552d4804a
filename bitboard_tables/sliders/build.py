"""The slider techniques' tables, built by evaluating the techniques' own fills.

`small_tables` are the [64 sq] data (relevant masks, magics, shifts, offsets, the
black magics and their offsets, the 32-bit index's magics and shifts); `packed_tables` are the tables of blocks each
technique fills (`techniques.Fill`), every entry placed by evaluating the fill's
index and value on every subset of every relevant mask, with an entry no subset
reaches holding 0. `slider_tables` lays them out as the records the outputs print
(`SliderTable`), `table_bytes` counts what a technique's lookups read.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Dict, List, Tuple

from ..mapping import LERF, Mapping
from ..tables import ELEMENT_BYTES, Table, compute_tables, table_of
from .black_magics import recorded_black_magics
from ..expression import SQ, Printer, Read, compiled
from ..expression import calls as expr_calls
from ..expression import reads as expr_reads
from .magic_search import recorded_magics
from .occupancy import PIECES, index_bits, offsets, relevant_masks, square_sets
from .techniques import BLACK_BITS, SET, Technique, rank_indexed, technique_named, techniques

BLACK_CHUNK = 4096  # the outputs' comments number the shared black table's entries in runs of this many


@lru_cache(maxsize=None)
def small_tables(mapping: Mapping) -> Dict[str, Tuple[int, ...]]:
    """Returns {name: [64 sq] values} of the techniques' own small tables in `mapping`."""
    out = {}
    black = recorded_black_magics(mapping)
    for piece in PIECES:
        p = piece.upper()
        out[f"{p}_RELEVANT_MASK"] = relevant_masks(mapping, piece)
        out[f"{p}_MAGICS"] = recorded_magics(mapping, piece)
        out[f"{p}_MAGIC_SHIFTS"] = tuple(64 - bits for bits in index_bits(mapping, piece))
        out[f"{p}_OFFSETS"] = offsets(mapping, piece)
        out[f"{p}_BLACK_MAGICS"] = tuple(m for m, _ in black[piece])
        out[f"{p}_BLACK_OFFSETS"] = tuple(o for _, o in black[piece])
        out[f"{p}_MAGICS32"] = recorded_magics(mapping, piece, width=32)
        out[f"{p}_MAGIC32_SHIFTS"] = tuple(32 - bits for bits in index_bits(mapping, piece))
    return out


@lru_cache(maxsize=None)
def main_tables(mapping: Mapping) -> Dict[str, tuple]:
    """Returns {name: values} of the main module's tables in `mapping` (a table of two
    dimensions as rows), as the techniques' expressions read them."""
    return {t.name: t.data for t in compute_tables(mapping)}


def packed_tables(mapping: Mapping) -> Dict[str, Tuple[int, ...]]:
    """Returns {name: entries} of every packed table of every technique in `mapping`,
    in the order of the techniques' fills (`packed_table`)."""
    names = dict.fromkeys(fill.table for technique in techniques(mapping) for fill in technique.fills)
    return {name: packed_table(mapping, name) for name in names}


@lru_cache(maxsize=None)
def packed_table(mapping: Mapping, name: str) -> Tuple[int, ...]:
    """Returns the entries of the packed table `name` in `mapping`, each placed by the
    fills that write it (both pieces' for the black table); raises ValueError where
    two subsets put different values in one entry (a magic with a destructive
    collision), KeyError for a table no technique fills."""
    reads = {**small_tables(mapping), **main_tables(mapping)}
    fills = [fill for technique in techniques(mapping) for fill in technique.fills if fill.table == name]
    if not fills:
        raise KeyError(name)
    table: Dict[int, int] = {}
    for fill in fills:
        # the subsets come in carry-rippler order, where pext(occ, mask) is the
        # subset's rank: PEXT's index counts them (rank_indexed), as C#'s fill does
        index = compiled(("occ", "sq", "rank"), rank_indexed(fill.index, fill.piece, "rank"), reads, {})
        value = None if fill.value == SET else compiled(("set", "sq"), fill.value, reads, {})
        for sq, s in enumerate(square_sets(mapping, fill.piece)):
            stored: Dict[int, int] = {}  # a square's sets repeat: each value computed once
            held_sets = s.attacks if fill.holds == "attacks" else s.xrays
            for rank, (occ, held) in enumerate(zip(s.occupancies, held_sets)):
                entry = held if value is None else stored.get(held)
                if entry is None:
                    entry = stored[held] = value(held, sq)
                if table.setdefault(index(occ, sq, rank), entry) != entry:
                    raise ValueError(f"{mapping.name}: {name}: two occupancies of the {fill.piece} on {sq} disagree")
    values = [0] * (fills[0].entries or max(table) + 1)
    for entry, value in table.items():
        values[entry] = value
    return tuple(values)


def packed_entries(mapping: Mapping, fill) -> int:
    """Returns the entries of the table `fill` writes: its own size, or for the shared
    black table every square's block whole (its last block's tail included, past the
    last entry any occupancy reaches), known from the offsets without building the
    table: no index of a lookup can reach past it."""
    if fill.entries:
        return fill.entries
    smalls = small_tables(mapping)
    return max(o + (1 << BLACK_BITS[p]) for p in PIECES for o in smalls[f"{p.upper()}_BLACK_OFFSETS"])


def black_table(mapping: Mapping) -> Tuple[int, ...]:
    """Returns the overlapped black magic table of `mapping`: at each entry the attack
    set every occupancy that reaches it shares, 0 where none does."""
    return packed_table(mapping, "BLACK_ATTACKS")


# --- what the outputs lay out ------------------------------------------------------


class NeutralPrinter(Printer):
    """Prints an index for the tables' comments, in the C-like form SPEC.md uses:
    names without prefix, `pext(a, b)`, no casts; a bitboard's 32-bit halves
    `lo(b)` and `hi(b)`, their product, xor and shift as C writes them."""

    INFIX = {**Printer.INFIX, "mul32": "*", "xor32": "^", "shr32": ">>"}

    def unary(self, op, a):
        if op in ("index", "u64"):
            return self(a)
        if op == "not":
            return f"~{self(a)}"
        if op == "bit":
            return f"(1 << {self(a)})"
        if op in ("lo32", "hi32"):
            return f"{op[:2]}({self.bare(a)})"
        return f"{op}({self.bare(a)})"

    def binary(self, op, a, b):
        return f"{op}({self.bare(a)}, {self.bare(b)})"

    def read(self, expr: Read) -> str:
        return f"{expr.table}[{self.bare(expr.index)}]" if expr.index != SQ else f"{expr.table}[sq]"


SMALL_MEANINGS = {
    "RELEVANT_MASK": "the {piece} rays from sq less sq and the last square of each ray: the squares whose occupancy "
    "the magic and PEXT indices read",
    "MAGICS": "the magic number of the {piece} on sq",
    "MAGIC_SHIFTS": "64 less the index bits of sq (the size of {P}_RELEVANT_MASK[sq])",
    "OFFSETS": "where sq's block of 2**bits entries starts in the {piece} magic and PEXT tables",
    "BLACK_MAGICS": "the black magic of the {piece} on sq",
    "BLACK_OFFSETS": "where the {piece} block of sq starts in BLACK_ATTACKS (the blocks overlap)",
    "MAGICS32": "the magic number of the {piece} on sq for the 32-bit index (magic32)",
    "MAGIC32_SHIFTS": "32 less the index bits of sq (the size of {P}_RELEVANT_MASK[sq])",
}
SMALL_ELEMENTS = {"MAGIC_SHIFTS": "u8", "OFFSETS": "u32", "BLACK_OFFSETS": "u32", "MAGIC32_SHIFTS": "u8"}  # the others u64


@dataclass(frozen=True)
class SliderTable:
    """One table of the techniques: [64 sq] small data, or a packed block table."""

    name: str  # without the prefix
    element: str  # "u64", "u32", "u16", "u8"
    meaning: str
    values: Tuple[int, ...]
    needs: Tuple[str, ...] = ()  # what a language needs to carry it ("bmi2",), sorted: templates group by it
    starts: Tuple[int, ...] = ()  # a packed table: where each square's block (or run) starts
    labels: Tuple[str, ...] = ()  # the name of each block, or of each square

    @property
    def shape(self) -> Tuple[int, ...]:
        return (len(self.values),)

    @property
    def entries(self) -> int:
        return len(self.values)

    @property
    def axis_names(self) -> Tuple[str, ...]:
        """The index names, as tables.Table's: sq, or entry of a packed table."""
        return ("entry" if self.starts else "sq",)


def packed_meaning(fill, print_expr, entries: int, fills=()) -> str:
    """Returns what a packed table holds, its index and value printed by `print_expr`;
    of the table `fills` write together (both pieces' black table), their indices."""
    if len(fills) > 1:
        index = " or ".join(print_expr(f.index) for f in fills)
        return f"{entries} entries, both pieces; at entry {index}: the attacks from sq given occ (0 where no occupancy leads)"
    what = {"attacks": f"the {fill.piece} attacks from sq given occ", "xrays": f"the {fill.piece} x-ray set a ^ attacks(occ & ~a), a = attacks(occ)"}
    stored = "" if fill.value == SET else f", stored as {print_expr(fill.value)}"
    return f"{entries} entries; at entry {print_expr(fill.index)}: {what[fill.holds]}{stored} (0 where no occupancy leads)"


def small_slider_tables(mapping: Mapping) -> Tuple[SliderTable, ...]:
    """Returns the [64 sq] tables every technique reads in `mapping` (masks, magics,
    shifts, offsets, black magics and offsets), per piece, in the order the outputs
    lay them out; no packed table is built."""
    smalls = small_tables(mapping)
    out = []
    for piece in PIECES:
        p = piece.upper()
        for kind, meaning in SMALL_MEANINGS.items():
            name = f"{p}_{kind}"
            element = SMALL_ELEMENTS.get(kind, "u64")
            out.append(SliderTable(name, element, meaning.format(piece=piece, P=p), smalls[name], labels=mapping.square_names))
    return tuple(out)


def header_tables(mapping: Mapping, print_index=None, wanted=None) -> Tuple[Tuple[SliderTable, ...], Tuple[SliderTable, ...]]:
    """Returns (the [64 sq] tables, the packed tables) every technique reads in
    `mapping`, in the order the outputs lay them out: per piece its small tables, then
    per technique its packed ones, the black table last. `print_index` prints a
    fill's index expression for the comments (the neutral C-like form by default);
    `wanted`, a set of packed tables' names, leaves out (and does not build) the others."""
    print_index = print_index or (lambda expr: NeutralPrinter().bare(expr))
    names = mapping.square_names
    big = []
    for piece in PIECES:
        for technique in techniques(mapping):
            for fill in technique.fills:
                if fill.piece == piece and fill.table != "BLACK_ATTACKS" and (wanted is None or fill.table in wanted):
                    starts = offsets(mapping, piece)
                    values = packed_table(mapping, fill.table)
                    big.append(
                        SliderTable(fill.table, fill.element, packed_meaning(fill, print_index, len(values)), values, tuple(sorted(technique.needs)), starts, names)
                    )
    if wanted is not None and "BLACK_ATTACKS" not in wanted:
        return small_slider_tables(mapping), tuple(big)
    table = black_table(mapping)
    chunks = tuple(range(0, len(table), BLACK_CHUNK))
    fills = technique_named(mapping, "black").fills
    big.append(
        SliderTable(
            "BLACK_ATTACKS",
            "u64",
            packed_meaning(fills[0], print_index, len(table), fills),
            table,
            starts=chunks,
            labels=("",) * len(chunks),
        )
    )
    return small_slider_tables(mapping), tuple(big)


def slider_tables(mapping: Mapping) -> List[Table]:
    """Returns the techniques' tables in `mapping` as `Table`s, as `show` and `list`
    take them: the [64 sq] tables, then the packed ones ([entries]), then the
    records of a parallel technique's vector path ([64 sq][entries])."""
    from .records import lane_records

    small, big = header_tables(mapping)
    records = [lane_records(mapping, t) for t in techniques(mapping) if t.parallel]
    return [
        table_of(t.name, tuple(t.values), t.element, t.meaning, tuple(zip(t.shape, t.axis_names)), mapping)
        for t in (*small, *big)
    ] + [table_of(r["table"], r["rows"], "u64", r["meaning"], [(64, "sq"), (r["entries"], "entry")], mapping) for r in records]


def main_needs(mapping: Mapping, techniques_wanted=None, also=()) -> frozenset:
    """Returns the names of the main module's tables and functions that the techniques
    named in `techniques_wanted` (all by default) need in `mapping`, with what those
    need in turn: what their lookups, helpers and fills read and call, what a fill at
    run time calls (`fill_sets`), and the functions `also` names. A language carries
    the techniques only for a selection holding all of them."""
    from ..functions import closure
    from .techniques import fill_sets

    chosen = [t for t in techniques(mapping) if techniques_wanted is None or t.name in techniques_wanted]
    names, calls = set(), set(also)
    for t in chosen:
        names.update(t.reads(xrays=True))
        calls.update(t.calls())
        for f in t.fills:
            names.update(expr_reads(f.index) + expr_reads(f.value))
            calls.update(c for sets in fill_sets(f.piece).values() for c in expr_calls(sets))
    every = [t.name for t in compute_tables(mapping)]
    tables, functions = closure(sorted(calls), every, mapping)
    return frozenset(set(tables) | set(functions) | (names & set(every)))


def carried_techniques(mapping: Mapping, carries) -> tuple:
    """Returns the techniques of `mapping` that `carries` selects (a language's
    Capabilities.carries, languages/slider_section.py), in the model's order: none on
    a board other than 8x8 yet (issue 49), whose tables alone are written."""
    if not mapping.board.is_default:
        return ()
    return tuple(t for t in techniques(mapping) if carries(t))


def sliders_wanted(selection, carries) -> bool:
    """Returns True if `selection` holds every table and function of the main module
    that the techniques `carries` selects read, as `--only all` does, and does not
    leave them out (`Selection.sliders`): else the selection gets no sliders; none on
    a board other than 8x8 yet (issue 49)."""
    if not selection.mapping.board.is_default:
        return False
    names = {t.name for t in carried_techniques(selection.mapping, carries)}
    return selection.sliders and main_needs(selection.mapping, names) <= selection.names


def table_bytes(technique: str, xrays: bool = False, mapping: Mapping = LERF, vector: bool = False) -> Dict[str, int]:
    """Returns {table name (no prefix): bytes} of the tables `technique` reads in
    `mapping` for its rook, bishop and queen lookups (the main module's tables its
    functions read included), and with `xrays` those of its one-lookup x-rays too.
    With `vector`, of a parallel technique, those its vector path reads: its record
    of each square and what the scalar parts of its answers read (sliders/lanes.py).
    The totals are the same in every mapping; the names of the masks follow its
    lines. Raises KeyError for an unknown technique."""
    from ..functions import closure

    t: Technique = technique_named(mapping, technique)
    if vector:
        from .lanes import parallel_program

        parallel = parallel_program(t)
        out = {parallel.record: 64 * (parallel.width + len(parallel.fields)) * ELEMENT_BYTES["u64"]}
        every = {tb.name: tb for tb in compute_tables(mapping)}
        helpers = {h.name: h.body for h in t.helpers}
        for _, scalar in parallel.answers.values():
            parts = () if scalar is None else (scalar, *(helpers[f] for f in expr_calls(scalar) if f in helpers))
            for name in (n for part in parts for n in expr_reads(part)):
                out[name] = every[name].size_bytes
        return out
    every = {tb.name: tb for tb in compute_tables(mapping)}
    main_reads, _ = closure(t.calls(), list(every), mapping)
    out: Dict[str, int] = {}
    smalls, packed = small_tables(mapping), packed_tables(mapping)
    elements = {f.table: f.element for f in t.fills}
    for name in (*main_reads, *t.reads(xrays)):
        if name in every:
            out[name] = every[name].size_bytes
        elif name in smalls:
            out[name] = 64 * ELEMENT_BYTES[SMALL_ELEMENTS.get(name.split("_", 1)[1], "u64")]
        else:
            out[name] = len(packed[name]) * ELEMENT_BYTES[elements[name]]
    return out
