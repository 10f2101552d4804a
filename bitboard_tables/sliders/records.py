"""One record per square for the magic-family lookups, as C and C++ read them on the hot path.

Stockfish's `struct Magic` and Disservin's chess-library keep a square's mask, magic,
shift and table pointer together, so that a lookup computes one address (the
record's) where SPEC.md's parallel tables take one per table: under PIE, the
default of Debian's gcc and g++, each array's address is a `lea` of its own. Measured
in C perft by callgrind (docs/performance.md, "One record per square"): 3 to 6%
fewer instructions under PIE, none to 2% without.

A `Record` describes one piece's records of one technique: each field an expression
of sq over the parallel tables (the contract, which stay: readers and the other
languages read them, the fills write through them), and `pointer`, the field that
points at sq's block of the packed table. `through_record` rewrites a lookup of
techniques.py to read the fields instead: nothing here writes an index formula, so
the record lookup and the parallel one are the same expression, read from another
place.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Dict, Optional, Tuple

from ..expression import SQ, Arg, Environment, Expr, Op, Printer, Read, _rewrite, evaluate, op, replace
from .build import NeutralPrinter, small_tables
from .occupancy import PIECES
from .techniques import Technique

@dataclass(frozen=True)
class Field:
    name: str  # "mask"
    value: Expr  # of sq, over the parallel tables
    element: str  # "u64", "u32", "pointer"


@dataclass(frozen=True)
class Record:
    """The records of one piece for one technique: `table` (ROOK_MAGIC_RECORDS), its
    type's name, "magic_record" (each language spells it: bb_magic_record,
    MagicRecord), its fields in order, and `pointer`: the field holding the address
    of sq's block in `packed` (the attack table)."""

    technique: str
    piece: str
    table: str
    type: str
    fields: Tuple[Field, ...]
    pointer: str
    packed: str


def _read(table: str, element: str = "u64") -> Read:
    return Read(table, SQ, element)


def records(technique: Technique) -> Tuple[Record, ...]:
    """Returns the records of `technique` (one per piece), or () for a technique
    whose lookups read no record."""
    out = []
    for piece in PIECES:
        p = piece.upper()
        if technique.name == "magic":
            fields = (
                Field("mask", _read(f"{p}_RELEVANT_MASK"), "u64"),
                Field("magic", _read(f"{p}_MAGICS"), "u64"),
                Field("attacks", _read(f"{p}_OFFSETS", "u32"), "pointer"),
                Field("offset", _read(f"{p}_OFFSETS", "u32"), "u32"),  # for the x-rays, in the parallel XRAYS table
                Field("shift", _read(f"{p}_MAGIC_SHIFTS", "u8"), "u32"),
            )
            out.append(Record("magic", piece, f"{p}_MAGIC_RECORDS", "magic_record", fields, "attacks", f"{p}_MAGIC_ATTACKS"))
        elif technique.name == "magic32":
            fields = (
                Field("mask", _read(f"{p}_RELEVANT_MASK"), "u64"),
                Field("magic", _read(f"{p}_MAGICS32"), "u64"),
                Field("attacks", _read(f"{p}_OFFSETS", "u32"), "pointer"),
                Field("shift", _read(f"{p}_MAGIC32_SHIFTS", "u8"), "u32"),
            )
            out.append(Record("magic32", piece, f"{p}_MAGIC32_RECORDS", "magic32_record", fields, "attacks", f"{p}_MAGIC32_ATTACKS"))
        elif technique.name == "black":
            fields = (
                Field("not_mask", op("not", _read(f"{p}_RELEVANT_MASK")), "u64"),
                Field("magic", _read(f"{p}_BLACK_MAGICS"), "u64"),
                Field("attacks", _read(f"{p}_BLACK_OFFSETS", "u32"), "pointer"),
            )
            out.append(Record("black", piece, f"{p}_BLACK_RECORDS", "black_record", fields, "attacks", "BLACK_ATTACKS"))
    return tuple(out)


def record_of(technique: Technique, piece: str) -> Optional[Record]:
    """Returns the record `piece`'s lookups of `technique` read, or None."""
    return next((r for r in records(technique) if r.piece == piece), None)


def record_values(record: Record, tables: Dict[str, tuple]) -> Tuple[Tuple[int, ...], ...]:
    """Returns each square's field values, in field order (a pointer field as the
    offset of sq's block in the packed table), evaluated over the parallel `tables`."""
    return tuple(
        tuple(evaluate(f.value, Environment({"sq": sq}, tables, {})) & (2**64 - 1) for f in record.fields) for sq in range(64)
    )


def through_record(expr: Expr, record: Record, field: Callable[[str], Expr], deref: Callable[[Expr], Expr]) -> Expr:
    """Returns the lookup `expr` reading `record`'s fields: each field's expression
    replaced by `field(name)` (an Arg the language prints as the field's read), and a
    read of the packed table at OFFSETS[sq] + index by `deref(index)`, the pointer
    field indexed. A read of another packed table at the same index (the x-rays)
    keeps its table and reads the offset field. What does not match (a lookup
    written otherwise in techniques.py) stays as it is, reading the parallel
    tables: right, only without the record's gain."""
    pointer = next(f for f in record.fields if f.name == record.pointer)

    def swap(e: Expr) -> Optional[Expr]:
        if isinstance(e, Read) and e.table == record.packed and isinstance(e.index, Op) and e.index.op == "add_index":
            start, index = e.index.args
            if start == op("index", pointer.value):
                return deref(through_record(index, record, field, deref))
        return None

    out = _rewrite(expr, swap)
    for f in record.fields:
        if f.element != "pointer":
            out = replace(out, f.value, field(f.name))
    return out


def printed_through_record(expr: Expr, record: Record, printer: Printer) -> str:
    """Returns the lookup `expr` printed by a C-family `printer` reading `record`:
    `RECORDS[sq].field`, the packed table through `RECORDS[sq].attacks[index]`."""
    at = f"{printer.table(record.table)}[{printer.arg('sq')}]"
    return printer.bare(through_record(expr, record, lambda name: Arg(f"{at}.{name}"), lambda index: Arg(f"{at}.{record.pointer}[{printer.bare(index)}]")))


def printed_records(mapping, carried, printer: Printer, types: Dict[str, str], type_name: Callable[[str], str]) -> list:
    """Returns the records of the `carried` techniques as a C-family header declares
    them: per record its `table` and `type` printed, its technique's title, its
    `fields` [(C type, name)] (`types`: an element -> its C type; a pointer field a
    pointer to constant bitboards; `type_name` of "magic_record" the record's type)
    and `rows`, per square its fields' initializers
    (a pointer the packed table plus sq's offset)."""
    tables = small_tables(mapping)
    out = []
    for t in carried:
        for record in records(t):
            fields = [(types["pointer"] if f.element == "pointer" else types[f.element], f.name) for f in record.fields]
            rows = [
                [f"{printer.table(record.packed)} + {v}" if f.element == "pointer" else printer.const(v) for f, v in zip(record.fields, values)]
                for values in record_values(record, tables)
            ]
            out.append(dict(table=printer.table(record.table), type=type_name(record.type), technique=t.title, piece=record.piece, fields=fields, rows=rows))
    return out


def lane_records(mapping, technique: Technique) -> dict:
    """Returns the records a parallel technique's vector path reads (sliders/lanes.py:
    Parallel.record), one per square: `table` (no prefix), `entries` per record,
    `meaning` (what each entry holds, for a comment) and `rows`, per square its
    values, each evaluated over the main module's tables in `mapping`."""
    from .build import main_tables
    from .lanes import parallel_program

    parallel = parallel_program(technique)
    tables = {**small_tables(mapping), **main_tables(mapping)}
    rows = tuple(parallel.row(Environment({"sq": sq}, tables, {})) for sq in range(64))
    names = [NeutralPrinter().bare(e) for e in parallel.program.pair + parallel.fields]
    meaning = f"per square, the lanes' lines ({', '.join(names[: parallel.width])}) then {' and '.join(names[parallel.width :])}"
    return dict(table=parallel.record, entries=len(names), meaning=meaning, rows=rows)
