"""What every language's slider section prints, from the model (bitboard_tables/sliders/):
the techniques a language carries, each helper and lookup as a `Function` in the
language's own words, and the run-time fill, piece by piece.

A language declares its `Capabilities` (the CPU features it prints code for, which
of them a build condition gives, the instruction sets of its vector paths), from
which alone what it carries follows,
and a `Dialect`: its expression printer, how it names a function and a parameter,
how its comments continue a line, how it narrows a stored value to a table's
element. `SliderSection` builds from the dialect and a selection everything the
section lays out, once: whether the selection gets it, the techniques carried,
printed, their fill groups and stores, the small and the packed tables. A
language's template only lays out those records, so that a language's sliders are
its capabilities, its printer, its dialect and its template, and a technique is
written once, in techniques.py.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Callable, Dict, Optional, Tuple

from ..functions import BITBOARD, INTEGER
from ..mapping import Mapping
from ..selection import Selection
from ..sliders import PIECES, techniques
from ..board import BOARD
from ..function_bodies import union
from ..sliders.build import carried_techniques, header_tables, main_needs, packed_entries, packed_meaning, small_slider_tables, sliders_wanted
from ..expression import OCC, SQ, Arg, Const, Expr, Printer, Read, Select, op, reads
from ..statements import Assign, DoWhile, For, Guarded, If, Local, NextSubset, Scope, Store, print_routine
from ..sliders.records import lane_records, printed_through_record, record_of
from ..sliders.techniques import LINE_NAMES, LOOKUP_KINDS, PAIR, Technique, fill_sets, first_helpers, lookup_doc, lookup_name, piece_fills, rank_indexed
from .language import pascal_case
from .vector import LaneDialect, printed_lanes, printed_parallel


def _same(name: str) -> str:
    return name


@dataclass(frozen=True)
class Capabilities:
    """What a language's slider section can run, as data; what it carries follows
    from it here and nowhere else. `features` are the needs of the techniques
    (Technique.needs) it prints code for: "bmi2", pext and pdep (an instruction, or
    a portable fallback where the CPU has none, as C#'s), "sse2", two 64-bit vector
    lanes (the scalar path where a target has none; Zig's @Vector everywhere), "rbit",
    a bit reversal that is one instruction on ARM64 or a compiler's intrinsic (C#,
    JavaScript and Python have none: a reversal there is a loop of shifts).
    `conditions` spells each feature that only a build condition gives (C's BB_PEXT
    macro, C++'s __BMI2__, Rust's cfg): a technique needing one is in the output
    under it, not in every build. `vectors`: the instruction sets (languages/
    vector.py: SSE2, NEON, Zig's @Vector) its vector lookups are printed in, each
    under the language's build condition. `per_technique`: it carries each technique whose reads
    the selection holds (C++), where the others carry all or none
    (sliders.build.sliders_wanted). `threads`: how its packed tables are right
    when several threads make their first lookups at once, one of FIRST_USE."""

    features: frozenset = frozenset()
    conditions: Dict[str, object] = field(default_factory=dict)
    vectors: tuple = ()
    per_technique: bool = False
    threads: str = "program"

    def carries(self, technique: Technique) -> bool:
        """True for a technique the language prints: one whose needs it has."""
        return technique.needs <= self.features

    def always(self, technique: Technique) -> bool:
        """True for a technique every build of the output has: carried, and needing
        nothing under a condition (what a package's self-test checks where it
        checks no condition)."""
        return self.carries(technique) and not technique.needs & set(self.conditions)

    def carried(self, mapping: Mapping) -> tuple:
        """Returns the techniques the language carries in `mapping`, in the model's order."""
        return carried_techniques(mapping, self.carries)

    def condition(self, needs) -> str:
        """Returns the build condition that gives what a technique (or table) needs,
        `conditions`' spelling of each feature joined by " && ", or "" for none."""
        return " && ".join(self.conditions[n] for n in sorted(needs) if n in self.conditions)


# Capabilities.threads: how a language's packed tables are right at the first
# lookup, when several threads make it at once (docs/sliders.md, "First use").
# Only a "lazy" fill runs while other threads look up; tests/proofs/test_first_use.py
# pauses it between its tables.
FIRST_USE = {
    # C: constant tables, or with BB_FILL_SLIDER_TABLES the program's fill; JavaScript:
    # each worker has a module of its own
    "program": "the tables are constant, or the program fills them before it starts threads, or no two threads share them",
    "before-main": "every table is filled before main, before any thread can start",  # Go's init()
    "runtime": "each fill group is a class the runtime initializes once, other threads waiting",  # JVM, CLR
    # Python's lock, Rust's and Zig's atomic state, C++'s mutex (BB_FILL_ON_FIRST_USE;
    # by default g++ and clang++ fill before main)
    "lazy": "a lookup that finds its group unfilled fills it; one thread fills, every other waits for it",
}
NO_FEATURES = Capabilities()  # no intrinsics for PEXT or vector lanes, and tables right without threads to mind (JavaScript)
ARGUMENT_KINDS = {"u64": BITBOARD, "index": INTEGER}  # an expression's argument type -> the contract's kind


@dataclass(frozen=True)
class Dialect:
    """How one language prints the slider section."""

    printer: Printer
    main_file: str  # the file of the main module, as the techniques' summaries name it
    # (name, the argument's kind in the contract: functions.BITBOARD or INTEGER) -> the
    # parameter, typed as the language types that kind: "uint64_t occ"
    param: Callable[[str, str], str]
    capabilities: Capabilities = NO_FEATURES
    name: Callable[[str], str] = _same  # a function's name in the contract -> the language's
    doc: Callable[[str, str], str] = lambda name, text: text  # (the function's name, its comment) -> the comment as printed
    narrow: Callable[[str, str], str] = lambda value, element: value  # (value, table element "u16", "u32") -> stored value
    condition: Callable[[frozenset], str] = lambda needs: ""  # what a technique needs -> the test that gives it, or ""
    # the fill's counter of subsets (their rank in its order), written for
    # pext(occ, mask) where PEXT has no instruction to take; "" prints pext
    ordinal: str = ""
    lanes: LaneDialect = LaneDialect({})  # what the instruction sets of its vector paths leave to it
    # of the techniques the capabilities carry, those printed (a selection's, one fill group's)
    only: Callable[[Technique], bool] = lambda technique: True
    # the magic-family lookups read one record per square (sliders/records.py: C, C++)
    records: bool = False

    def carries(self, technique: Technique) -> bool:
        return self.capabilities.carries(technique) and self.only(technique)


@dataclass(frozen=True)
class Function:
    """A helper or lookup, printed: its name, its comment, its parameters, its body's
    expression; `vector` when a vector path (the technique's lanes) replaces it,
    `lanes` that path, {instruction set's name: Lanes}, in each set of the
    language's capabilities."""

    name: str
    doc: str
    params: str
    body: str
    vector: bool = False
    lanes: dict = field(default_factory=dict)


@dataclass(frozen=True)
class PrintedTechnique:
    technique: Technique  # the model's record: fills, needs, lanes
    name: str  # the model's name: magic, kogge_stone
    title: str  # fancy magic
    heading: str  # "--- Fancy magic: <summary> ---", for the language to wrap as a comment
    helpers: Tuple[Function, ...]
    lookups: Tuple[Function, ...]
    needs: frozenset = field(default_factory=frozenset)
    lanes: Tuple[str, ...] = ()
    queen: Optional[Function] = None  # the queen lookup, rook | bishop (printed_techniques gives every technique one)
    # a parallel technique's vector path, {instruction set's name: vector.ParallelLanes}, and its
    # lookup of both pieces' sets (slider_attacks_<t>: its name, comment and parameters)
    parallel: dict = field(default_factory=dict)
    pair: Optional[Function] = None
    # the records its vector path reads, one per square (sliders/records.py: lane_records), printed:
    # table, entries (per record), meaning, rows (per square, its entries' literals)
    record: Optional[dict] = None


def _params(dialect: Dialect, params) -> str:
    return ", ".join(dialect.param(dialect.printer.arg(a.name), ARGUMENT_KINDS[a.type]) for a in params)


def printed_techniques(mapping: Mapping, dialect: Dialect) -> Tuple[PrintedTechnique, ...]:
    """Returns every technique `dialect` carries in `mapping`, printed: each helper
    once, with the first technique that calls it."""
    out, first = [], first_helpers(mapping)
    printer = dialect.printer
    for t in techniques(mapping):
        if not dialect.carries(t):
            continue
        helpers = []
        for h in first[t.name]:
            doc = h.doc
            for a in h.params:
                doc = doc.replace(a.name, printer.arg(a.name))
            name = dialect.name(h.name)
            helpers.append(Function(name, dialect.doc(name, doc), _params(dialect, h.params), printer.bare(h.body)))
        lookups = []
        for (piece, kind), expr in t.lookups.items():
            name = dialect.name(lookup_name(piece, kind, t.name))
            vector = bool(t.lanes) and not t.parallel and set(t.lanes) >= set(LINE_NAMES[piece])
            doc = dialect.doc(name, lookup_doc(piece, kind, t.title))
            own = {h.name: h for h in t.helpers}
            lanes = printed_lanes(expr, own, printer, dialect.capabilities.vectors, dialect.lanes) if vector else {}
            record = record_of(t, piece) if dialect.records else None
            body = printed_through_record(expr, record, printer) if record else printer.bare(expr)
            lookups.append(Function(name, doc, _params(dialect, (OCC, SQ)), body, vector, lanes))
        summary = t.summary.format(main=dialect.main_file)
        heading = f"--- {t.title[0].upper()}{t.title[1:]}: {summary} ---"
        lanes = () if t.parallel else t.lanes  # the two-lines path's; a parallel one's is `parallel`
        parallel = printed_parallel(t, printer, dialect.capabilities.vectors, dialect.lanes) if t.parallel else {}
        pair = _pair(t, dialect) if t.parallel else None
        record = _lane_record(mapping, t, printer) if t.parallel else None
        out.append(
            PrintedTechnique(
                t, t.name, t.title, heading, tuple(helpers), tuple(lookups), t.needs, lanes, _queen(t, dialect), parallel, pair, record
            )
        )
    return tuple(out)


def _lane_record(mapping: Mapping, t: Technique, printer) -> dict:
    """Returns the records of a parallel technique's vector path, printed: its
    table's name, entries per record, meaning and rows of literals."""
    record = lane_records(mapping, t)
    rows = [[printer.const(v) for v in row] for row in record["rows"]]
    return dict(record, table=printer.table(record["table"]), rows=rows)


def _pair(t: Technique, dialect: Dialect) -> Function:
    """Returns a parallel technique's lookup of both pieces' sets, printed without
    a body (each language lays out its two results): its name, comment, parameters."""
    name = dialect.name(lookup_name(PAIR, "attacks", t.name))
    doc = f"Returns the rook's and the bishop's attacks from sq given occ in one call, by {t.title}."
    return Function(name, dialect.doc(name, doc), _params(dialect, (OCC, SQ)), "")


def _queen(t: Technique, dialect: Dialect) -> Function:
    """Returns the queen lookup of `t`, printed: rook | bishop, as function_bodies.py
    writes queen_attacks."""
    name = dialect.name(lookup_name("queen", "attacks", t.name))
    rook, bishop = (lookup_name(piece, "attacks", t.name) for piece in ("rook", "bishop"))
    body = union(rook, bishop)({"occ": OCC, "sq": SQ}, BOARD)
    return Function(name, dialect.doc(name, lookup_doc("queen", "attacks", t.title)), _params(dialect, (OCC, SQ)), dialect.printer.bare(body))


MASK = Arg("mask")


def fill_loop(mapping: Mapping, dialect: Dialect, tables: Optional[set] = None, apart: bool = False, **options) -> tuple:
    """Returns the run-time fill as a routine (statements.py), for a language's
    StatementPrinter to print: for each square sq, for each piece in a block of its
    own, each subset occ of its relevant mask `mask` in carry-rippler order (0, then
    (occ - mask) & mask until 0 again), the sets its stores take (fill_sets), then
    each store of every technique `dialect` carries (of the packed `tables` only,
    where given) at the technique's index: under `test((table,))` where given (the
    language's test that a fill group of the tables given is being filled),
    consecutive stores of one build condition together under it where `guarded`,
    each index computed once into a local `index<k>` where `indices` (else in each
    store). The stores of no build condition come first, then each condition's, in
    the order of its name. Where `lazy`, a set is computed only where the test of
    the tables that take it holds (else 0), and each index in a block of its own
    under the test of its stores' tables, with those stores; the block alone takes
    the build condition its stores share (one statement a guard: Rust's cfg).
    Where the dialect counts the subsets (`ordinal`), an index reads the count in
    place of pext(occ, mask). Where `apart`, each piece has a loop over the squares
    of its own, its block that loop's body (JavaScript: V8 compiles the smaller
    loops sooner, a first fill some 15% faster). Its `options` are fill_step's."""
    pieces = []
    for piece in PIECES:
        step = fill_step(mapping, dialect, piece, tables, **options)
        if step is None:
            continue
        body, ordinal = step
        counted = (Local(ordinal, Const(0)),) if ordinal else ()  # the subset's rank, where an index reads it for pext(occ, mask)
        loop = DoWhile(body + ((Assign(ordinal, op("add", ordinal, Const(1))),) if ordinal else ()), op("ne", OCC, Const(0)))
        pieces.append(Scope((Local(MASK, Read(f"{piece.upper()}_RELEVANT_MASK", SQ)), Local(OCC, Const(0)), *counted, loop)))
    return tuple(For(SQ, 64, body) for body in ([p.body for p in pieces] if apart else [tuple(pieces)]))


def fill_step(
    mapping: Mapping,
    dialect: Dialect,
    piece: str,
    tables: Optional[set] = None,
    test: Optional[Callable[[tuple], Expr]] = None,
    guarded: bool = True,
    indices: bool = False,
    lazy: bool = False,
) -> Optional[tuple]:
    """Returns (the statements of one turn of fill_loop's loop over the subsets occ of
    `piece`'s relevant mask `mask` at sq: its sets, indices and stores, then occ
    stepped to the next subset; the local counting the subsets, which an index reads
    in place of pext(occ, mask), or None), by fill_loop's options; None where the
    piece stores nothing."""
    fills = [(t, f, v) for t, f, v in piece_fills(mapping, piece) if dialect.carries(t) and (tables is None or f.table in tables)]
    if not fills:
        return None
    sets = fill_sets(piece)
    kinds = [kind for kind in LOOKUP_KINDS if any(f.holds == kind for _, f, _ in fills)]
    taking = {kind: tuple(f.table for _, f, _ in fills if f.holds == kind) for kind in kinds}
    body = [Local(Arg(kind), Select(test(taking[kind]), sets[kind], Const(0)) if lazy else sets[kind]) for kind in kinds]
    at = {}  # an index -> the local holding it
    stores = []  # (the index, the build condition, the statement)
    ordinal = Arg(dialect.ordinal) if dialect.ordinal and any(rank_indexed(f.index, piece, "n") != f.index for _, f, _ in fills) else None
    for t, f, value in fills:
        index = rank_indexed(f.index, piece, ordinal.name) if ordinal else f.index
        if indices or lazy:
            at.setdefault(index, Arg(f"index{len(at)}", "index"))
        store = Store(f.table, at.get(index, index), value, f.element)
        condition = dialect.condition(t.needs) if guarded else ""
        stores.append((index, condition, If(test((f.table,)), (store,)) if test else store))
    if lazy:
        stores = [_index_block(index, var, [s for s in stores if s[0] == index], test) for index, var in at.items()]
    else:
        body += [Local(var, index) for index, var in at.items()]
    for _, condition, statement in sorted(stores, key=lambda store: store[1]):
        if condition and not lazy and isinstance(body[-1], Guarded) and body[-1].condition == condition:
            body[-1] = Guarded(condition, body[-1].body + (statement,))
        else:
            body.append(Guarded(condition, (statement,)) if condition else statement)
    body.append(NextSubset(OCC, MASK))
    return tuple(body), ordinal


def _index_block(index: Expr, var: Arg, stores: list, test: Callable[[tuple], Expr]) -> tuple:
    """Returns fill_loop's (index, condition, statement) of the lazy block of one
    index: under the test of its stores' tables, the index into `var`, then the
    stores (each under a build condition of its own where theirs differ)."""
    conditions = {condition for _, condition, _ in stores}
    shared = next(iter(conditions)) if len(conditions) == 1 else ""
    inner = tuple(Guarded(c, (s,)) if c and c != shared else s for _, c, s in stores)
    tables = tuple(s.body[0].table for _, _, s in stores)  # each store under its own test: If(test, (Store,))
    return index, shared, If(test(tables), (Local(var, index),) + inner)


@dataclass(frozen=True)
class FillGroup:
    """The packed tables one technique fills for one kind of lookup (attacks, or
    x-rays), filled together and apart from every other group, so that a program
    pays only for the lookups it calls: `name` (magic_attacks) is the fill's name
    in the contract, fill_magic_attacks, without the language's casing; `lookups`
    the contract names of the lookups that read them."""

    technique: Technique
    holds: str  # "attacks" or "xrays"
    name: str  # magic_attacks
    title: str  # "the fancy magic attacks", "the fancy magic x-rays"
    tables: Tuple[str, ...]  # the packed tables, unprinted
    lookups: Tuple[str, ...]
    needs: frozenset = field(default_factory=frozenset)
    condition: str = ""  # the dialect's test of what the technique needs, or ""
    # its bit in a set of groups (1 << its place among the groups the language carries), by
    # which one pass fills any set of them (C++'s and Go's fill_packed_groups)
    bit: int = 0

    @property
    def function(self) -> str:
        """The fill's name in the contract: fill_magic_attacks."""
        return f"fill_{self.name}"

    def printed(self, name: Callable[[str], str] = _same, **more) -> dict:
        """Returns the group as a language's templates read it: its fields, its
        `function` and `tables` as `name` writes them (fillMagicAttacks), and `more`."""
        return dict(vars(self), function=name(self.function), tables=[name(t) for t in self.tables], **more)


HELD = {"attacks": "attacks", "xrays": "x-rays"}  # what a group's tables hold, in words


def group_name(technique: Technique, holds: str) -> str:
    """Returns the name of a technique's fill group of the sets `holds` names: magic_attacks."""
    return f"{technique.name}_{holds}"


def fill_groups(mapping: Mapping, dialect: Dialect) -> Tuple[FillGroup, ...]:
    """Returns the fill groups of every technique `dialect` carries in `mapping`, in
    the model's order: per technique its attack tables' group, then its x-ray
    tables' (black magic has no x-rays), each with its bit."""
    out = []
    for t in techniques(mapping):
        if not (t.fills and dialect.carries(t)):
            continue
        for holds in dict.fromkeys(f.holds for f in t.fills):
            tables = tuple(dict.fromkeys(f.table for f in t.fills if f.holds == holds))
            lookups = tuple(
                lookup_name(piece, kind, t.name) for (piece, kind), expr in t.lookups.items() if set(reads(expr)) & set(tables)
            )
            out.append(
                FillGroup(
                    t, holds, group_name(t, holds), f"the {t.title} {HELD[holds]}", tables, lookups, t.needs, dialect.condition(t.needs), 1 << len(out)
                )
            )
    return tuple(out)


def in_groups(bits: Expr, groups: str = "groups") -> Expr:
    """Returns the test that a set of fill groups, the variable `groups`, holds one of
    `bits` (FillGroup.bit, or several or'ed): (groups & bits) != 0, the test of a
    store in the one pass that fills any set of groups (Go's fillPackedGroups)."""
    return op("ne", op("and", Arg(groups), bits), Const(0))


def fill_group_of(groups: Tuple[FillGroup, ...]) -> dict:
    """Returns {a lookup's contract name: the FillGroup of the tables it reads}."""
    return {lookup: g for g in groups for lookup in g.lookups}


@dataclass(frozen=True)
class PackedTable:
    """A packed table as a language declares it, zeros that its fill writes: how many
    entries it holds (the overlapped black table every block whole,
    build.packed_entries), what its technique needs and, where asked, its meaning."""

    name: str
    element: str
    entries: int
    needs: frozenset = frozenset()
    meaning: str = ""


def holder_class(group: str) -> str:
    """Returns the class that holds a fill group's packed tables where a language
    holds each group in a class of its own (Java's, C#'s): MagicAttacksTables."""
    return pascal_case(group) + "Tables"


def held_in(mapping: Mapping, holder: Callable[[str], str] = holder_class) -> Dict[str, str]:
    """Returns {packed table: the holder_class (or `holder`) of its fill group's name} of every technique."""
    return {f.table: holder(group_name(t, f.holds)) for t in techniques(mapping) for f in t.fills}


class SliderSection:
    """Everything a language's slider section prints for one selection, from its
    dialect (and the capabilities in it): `wanted`, whether the selection gets the
    section (it holds every table and function of the main module the carried
    techniques read, sliders.build.sliders_wanted; for a language that carries
    each technique alone, whether it carries any); `carried`, the model's
    techniques it carries; `small`, the [64 sq] tables they read; `packed`, the
    names of their packed tables; `big()`, those tables built; `techniques()` and
    `groups()`, the techniques printed and their fill groups, each by the
    section's dialect or another given (a printer naming the tables otherwise);
    `fill_text(statements)`, the run-time fill (fill_loop) in the language's
    statements."""

    def __init__(self, dialect: Dialect, selection: Selection, wanted: Optional[bool] = None):
        self.selection = selection
        self.mapping = selection.mapping
        if dialect.capabilities.per_technique:
            dialect = replace(dialect, only=lambda t: main_needs(selection.mapping, {t.name}) <= selection.names)
        self.dialect = dialect
        self.carried = carried_techniques(self.mapping, dialect.carries)
        if wanted is None:
            wanted = bool(self.carried) if dialect.capabilities.per_technique else sliders_wanted(selection, dialect.carries)
        self.wanted = wanted
        self.packed = tuple(dict.fromkeys(f.table for t in self.carried for f in t.fills))

    @property
    def small(self) -> tuple:
        """The [64 sq] tables the carried techniques read, their lookups or their fills."""
        read = {r for t in self.carried for r in t.reads(xrays=True)}
        read |= {r for t in self.carried for f in t.fills for r in reads(f.index) + reads(f.value)}
        return tuple(t for t in small_slider_tables(self.mapping) if t.name in read)

    def big(self, print_index=None) -> tuple:
        """The packed tables of the carried techniques, built, each index in their
        comments printed by `print_index` (the neutral C-like form by default)."""
        return header_tables(self.mapping, print_index, wanted=set(self.packed))[1]

    def context(self, fill: Callable = _same, name: Callable[[str], str] = _same, big=None, techniques=None, **more) -> dict:
        """Returns what every language's slider templates read, by the same keys:
        `sliders`, whether the selection gets the section; `small_tables`; `techniques`,
        printed by the section's dialect (or as given); `fills`, each fill group as the
        language's `fill` makes it (the FillGroup itself by default); `fill_of`, a
        lookup's name (`name` of its contract name) -> its fill; `fill_of_table`, a
        packed table's name -> its fill; `big_tables` where `big` is given, the packed
        tables built, their indices printed by `big` (True: the neutral form); and
        `more`. Where the selection does not get the section, each empty (`more` as
        given)."""
        if not self.wanted:
            empty = dict(small_tables=(), techniques=(), fills=[], fill_of={}, fill_of_table={})
            return dict(empty, sliders=False, **(dict(big_tables=()) if big else {}), **more)
        groups = self.groups()
        fills = {g.name: fill(g) for g in groups}
        out = dict(
            sliders=True,
            small_tables=self.small,
            techniques=self.techniques() if techniques is None else techniques,
            fills=list(fills.values()),
            fill_of={name(lookup): fills[g.name] for lookup, g in fill_group_of(groups).items()},
            fill_of_table={table: fills[g.name] for g in groups for table in g.tables},
            summary=self.summary(),  # the techniques and their lookups in one sentence
        )
        if big:
            out["big_tables"] = self.big(None if big is True else big)
        return {**out, **more}

    def summary(self) -> str:
        """Returns the techniques carried and their lookups in one sentence, each name as the
        dialect writes it, for the slider section's opening comment: "Slider attacks by the
        techniques engines use, as rook_attacks_T, bishop_attacks_T and queen_attacks_T, T
        one of kindergarten (kindergarten lookups), ...; magic also gives one-lookup x-rays,
        ...; hyperbola_avx2 both pieces' sets in one call, ...". """
        name = self.dialect.name
        named = lambda piece, kind, t: name(lookup_name(piece, kind, t))  # noqa: E731
        each = lambda piece, kind="attacks": named(piece, kind, "x")[:-1] + "T"  # noqa: E731: rook_attacks_T, rookAttacksT
        T = {t.name: named("rook", "attacks", t.name)[len(each("rook")) - 1 :] for t in self.carried}  # kindergarten, Kindergarten
        listed = lambda words: ", ".join(words[:-1]) + " and " * (len(words) > 1) + words[-1]  # noqa: E731
        text = f"Slider attacks by the techniques engines use, as {listed([each(p) for p in ('rook', 'bishop', 'queen')])}"
        text += f", T one of {listed([f'{T[t.name]} ({t.title})' for t in self.carried])}"
        xrays = [T[t.name] for t in self.carried if ("rook", "xrays") in t.lookups]
        if xrays:
            text += f"; {listed(xrays)} also give{'s' * (len(xrays) == 1)} one-lookup x-rays, {each('rook', 'xrays')} and {each('bishop', 'xrays')}"
        for t in (t for t in self.carried if t.parallel):
            text += f"; {T[t.name]} both pieces' sets in one call, {named(PAIR, 'attacks', t.name)}"
        return text + ". docs/sliders.md of the bitboard-tables repository explains each technique."

    def packed_tables(self, tables=None, print_index=None) -> Tuple[PackedTable, ...]:
        """The packed tables of the carried techniques (of those, the ones named in
        `tables`), each once, unbuilt; each with its meaning where `print_index`
        prints the indices in it."""
        out = {}
        for t in self.carried:
            for f in t.fills:
                if f.table not in out and (tables is None or f.table in tables):
                    entries = packed_entries(self.mapping, f)
                    fills = [g for g in t.fills if g.table == f.table]
                    meaning = packed_meaning(f, print_index, entries, fills) if print_index else ""
                    out[f.table] = PackedTable(f.table, f.element, entries, t.needs, meaning)
        return tuple(out.values())

    def holder(self, group: FillGroup, fill_name: Callable[[str], str], print_index=None) -> dict:
        """Returns a fill group as the class that holds its packed tables (Java's and
        C#'s): its `name` (holder_class), `title`, public `fill` (`fill_name` of
        fill_magic_attacks), `tables` (packed_tables, their meanings printed by
        `print_index` where given) and `pieces`, each piece that stores into them (its
        `piece`, its `mask`, RELEVANT_MASK's name) with the `tables` it stores into."""
        tables = self.packed_tables(group.tables, print_index)
        pieces = []
        for piece in PIECES:
            stored = [f.table for t, f, _ in piece_fills(self.mapping, piece) if t is group.technique and f.table in group.tables]
            if stored:
                pieces.append(dict(piece=piece, mask=f"{piece.upper()}_RELEVANT_MASK", tables=list(dict.fromkeys(stored))))
        return dict(name=holder_class(group.name), title=group.title, fill=fill_name(group.function), tables=tables, pieces=pieces)

    def fill_text(self, statements, tables: Optional[set] = None, **options) -> str:
        """Returns fill_loop (of the packed `tables` only, where given; `options` its
        own) printed by `statements` (the language's StatementPrinter), one level
        indented: the body of a function that fills."""
        statements.narrow = self.dialect.narrow
        return print_routine(statements, (), fill_loop(self.mapping, self.dialect, tables, **options))

    def techniques(self, dialect: Optional[Dialect] = None) -> Tuple[PrintedTechnique, ...]:
        return printed_techniques(self.mapping, replace(dialect or self.dialect, only=self.dialect.only))

    def groups(self, dialect: Optional[Dialect] = None) -> Tuple[FillGroup, ...]:
        return fill_groups(self.mapping, replace(dialect or self.dialect, only=self.dialect.only))

