"""The Rust language: `bitboards.rs`, one module without dependencies (no prefix: a module
is a namespace of its own), its words (language.Words), its templates' filters, its reader
(reader.py); the slider techniques printed into the module by printer.py where the selection
holds what they read (templates/sliders.rs.j2).
"""

from __future__ import annotations

from ...functions import BITBOARD, INTEGER, NAME, SQUARE_OR_NONE, SQUARES, closure
from ...literals import Syntax, decimal, hex8
from ...selection import Selection
from ...expression import Const, Name
from ...sliders import PACKED_TECHNIQUES
from ...sliders.techniques import _or
from ...tables import INT, U8, U16, U32, U64, U128, compute_tables
from ...packaging import Package, PackageFile
from ...packaging.selftest import held_scope
from ..board_sliders import board_sliders_file, on_board, render_board_sliders as render_board_sliders_file
from ..language import Language, OutputFile, Words, main_modules, typed_after
from ..slider_section import SliderSection, in_groups
from ..cfamily import capabilities
from . import reader
from ..vector import AVX2, NEON, SSE2, helper_bodies
from .printer import GROUP_OF, RESERVED, RustPrinter, RustRoutines, RustStatements

ELEMENTS = {U64: "u64", U32: "u32", U16: "u16", U8: "u8", INT: "i32", U128: "u128"}  # u128: a board past 64 bits
CFGS = {"bmi2": ('target_arch = "x86_64"', 'target_feature = "bmi2"')}  # what a technique needs -> the cfg that gives it
CAPABILITIES = capabilities(CFGS, threads="lazy")  # every technique, as C's and C++'s; AVX2 by -C target-feature=+avx2
# where the packed tables exist: their fill needs 8-bit atomics (absent on thumbv6m, say, and with them its lookups)
ATOMIC_CFG = 'target_has_atomic = "8"'
# the target_arch of each instruction set (languages/vector.py), whose module names its intrinsics, and the cfg of its path
ARCH = {SSE2.name: "x86_64", NEON.name: "aarch64", AVX2.name: "x86_64"}
CFG_OF = {isa: f'all(target_arch = "{arch}", target_feature = "{isa}")' for isa, arch in ARCH.items()}
# an integer argument an index (a square, piece, direction, file or rank), an integer result a square or
# a count; a name a string slice, no square None, the squares of a bitboard an iterator (`Squares`)
KINDS = {BITBOARD: ELEMENTS[U64], INTEGER: "usize", NAME: "&str", SQUARE_OR_NONE: "Option<usize>", SQUARES: "Squares"}
SYNTAX = Syntax("[", "]", "// {}", {U64: "0x{:016x}".format, U8: hex8, INT: decimal, U128: "0x{:032x}".format})
MODULE = "bitboards.rs"


# Rust's words: `name: type` parameters, `gen` a raw identifier, a name's result a &'static str; narrow slider entries in decimal
WORDS = Words(
    SYNTAX, ELEMENTS, KINDS, results={NAME: "&'static str"}, param_name=lambda name: RESERVED.get(name, name), declare=typed_after,
    comment=lambda name, text: text.replace("\n", "\n/// "), cast="{1} as {0}", small_hex=False, nested="[{of}; {n}]",
)
# SSE2's and AVX2's signed lanes: a bitboard loaded as an i64
LANES = WORDS.lanes("i64", lambda row, vector: f"{row}.as_ptr() as *const {vector}", {isa: f"core::arch::{arch}::" for isa, arch in ARCH.items()})


def _cfg(needs, packed=False) -> str:
    """Returns the cfg predicate of what a technique needs (with `packed`, its packed tables' too), or "" for nothing."""
    predicates = ([ATOMIC_CFG] if packed else []) + [c for n in sorted(needs) if n in CFGS for c in CFGS[n]]
    return predicates[0] if len(predicates) == 1 else f"all({', '.join(predicates)})" if predicates else ""


def dialect(printer: RustPrinter):
    """Returns how the module prints the techniques."""
    return WORDS.dialect(printer, MODULE, capabilities=CAPABILITIES, condition=_cfg, lanes=LANES)


def slider_context(selection: Selection) -> dict:
    """Returns what the module's slider section reads: each fill group with the constant of its bit (printer.GROUP_OF),
    its cfg, its term of CARRIED_GROUPS and, where its cfg has several predicates, which rustfmt would break, its
    skip; the one pass that writes any set of groups (the model's fill_loop, lazy: each set, index and store computed
    only where `groups` holds the bit of a group that takes it); the lookups of packed tables as SliderTables' methods."""
    section = SliderSection(dialect(RustPrinter()), selection)
    if not section.wanted:
        return section.context()
    groups = section.groups()
    assert len(groups) <= 8, "a set of fill groups is a u8"
    bits = {table: Name(GROUP_OF[table], g.bit) for g in groups for table in g.tables}
    test = lambda tables: in_groups(_or(*dict.fromkeys(bits[t] for t in tables)))  # noqa: E731

    def fill(g):
        bit, cfg = GROUP_OF[g.tables[0]], _cfg(g.needs, True)
        return g.printed(bit_name=bit, cfg=cfg, carried=f"if cfg!({cfg}) {{ {bit} }} else {{ 0 }}" if g.condition else bit, attributes=("rustfmt::skip",) * bool(g.condition))

    return section.context(
        fill,
        filled_techniques=[t for t in section.techniques(dialect(RustPrinter(filled=True))) if t.technique.fills],
        slider_packed=section.packed_tables(),
        fill_loop=section.fill_text(RustRoutines(), test=test, lazy=True),
        cfg_of=CFG_OF,
        lane_helpers=[dict(h, cfg=CFG_OF[isa.name]) for isa in CAPABILITIES.vectors for h in helper_bodies(isa, LANES, RustPrinter())],
        bmi2_cfg=_cfg({"bmi2"}),
        atomic_cfg=ATOMIC_CFG,
        lazy_fill_check=selection.lazy_fill_check,
    )


def _context(selection: Selection) -> dict:
    """The functions that read no table, directly or through another function: `const fn`
    in Rust, where a const fn cannot read a static before Rust 1.83."""
    every_table = [t.name for t in compute_tables(selection.mapping)]
    return dict(const_functions={f.name for f in selection.functions if not closure([f.name], every_table, selection.mapping)[0]})


def _renderer(words: Words):  # its filters: a cfg predicate, a vector path's step
    return words.renderer(__file__, _context, cfg=_cfg, let_step=lambda step: f"let {step[0]} = {step[1]};")


RENDERER = _renderer(WORDS)
# bitboards.rs (bitboards_10x8.rs): the bodies printed by RustStatements (printer.py), the primitives'
# from templates/functions.rs.j2; on a board past 64 bits (issue 49) its functions' bitboards u128
render_module = main_modules(WORDS, _renderer, "bitboards.rs.j2", RustStatements, slider_context)


BOARD_HELD = ("magic", "pext")  # the board techniques whose lookups are methods of a struct of their tables (MagicAttacks)
PACKAGE = Package(
    ecosystem="a Cargo crate",
    render=RENDERER.render,
    files=(PackageFile("Cargo.toml"), PackageFile("src/lib.rs"), PackageFile("tests/self_test.rs")),
    outputs="src",
    name_pattern=r"[A-Za-z][A-Za-z0-9_-]{0,63}",
    name_rule="a crate name is ASCII letters, digits, '-' and '_', starting with a letter, at most 64 characters",
    commands=("cargo test", "cargo doc", "cargo clippy --all-targets -- -D warnings", "cargo package"),
    board_separator="-",
    carries=CAPABILITIES.carries,
    # the crate's name in Rust (its `-` an `_`), and the cfg under which the module has a self-test lookup
    context=lambda selection, name: dict(crate=name.replace("-", "_"), rs_cfg=lambda lookup: _cfg(lookup.needs, lookup.technique in PACKED_TECHNIQUES),
                                         held=() if selection.mapping.board.is_default else BOARD_HELD),
    # its bitboards the board's; on a board, a lookup of magic or PEXT the method of its struct, which the test makes
    routines=lambda selection: (RustRoutines(width=selection.mapping.board.width), held_scope(selection, "bb::", {t: t + "." for t in BOARD_HELD})), board_sliders=True,
)

def render_board_sliders(selection: Selection) -> str:
    """Returns the text of bitboards_sliders_WxH.rs (languages/board_sliders.py): a lookup a
    method of its technique's struct, reading its tables (`self.rank`), which its `new()`
    fills as locals; a local bitboard typed where it starts as a number."""
    literals = {**SYNTAX.literals, U32: "0x{:05x}".format, U8: str}
    t, statements = WORDS.bitboard(selection), RustRoutines(width=selection.mapping.board.width)
    line = lambda table: table.lower().rsplit("_", 2)[0]  # noqa: E731  RANK_MAGIC_ATTACKS: rank
    printer = on_board(statements.printer, {"lo64": "({0} as u64)", "hi64": "(({0} >> 64) as u64)"},
                       table=lambda name: f"self.{line(name)}" if name.endswith("_ATTACKS") else name,
                       call=lambda expr: "self." * expr.function.startswith(("rook_", "bishop_")) + RustPrinter.call(printer, expr))
    typed = lambda name, type, value: f"let {'mut ' * (name in statements.reassigned)}{name}{f': {t}' * isinstance(value, Const)} = {printer.bare(value)}"  # noqa: E731
    vars(statements).update(declare=typed, STORE="{}[{}] = {}", stored=line, COMPOUND=(*statements.COMPOUND, "shl", "shr"))
    return render_board_sliders_file(RENDERER, "board_sliders.rs.j2", selection, ELEMENTS, statements, literals, " // {}", bmi2_cfg=_cfg({"bmi2"}))


LANGUAGE = Language(
    "rust", "Rust", (OutputFile(MODULE, render_module, on_boards=True), board_sliders_file("bitboards_sliders.rs", render_board_sliders)), WORDS,
    grammar=reader.GRAMMAR, package=PACKAGE,
)
