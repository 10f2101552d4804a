"""The slider lookups on a board other than 8x8 (issue 49), as C, C++, Python, Rust and
Zig lay them out: a file of their own beside the board's tables
(`bitboards_sliders_12x10.h`, `.hpp`, `.py`, `.rs`, `.zig`), written where the board's
magics are recorded in the mapping (sliders/board_magics.py).

What they compute is the model's (sliders/board_techniques.py): each technique's
index helpers and lookups, the lines' walks and the run-time fill, printed here by
the language's own expression and statement printers, widened to the board's
bitboard (`on_board`). A language's template lays out the file: its opening, the
[sq] tables, the attack tables and the functions printed here. C, C++ and Rust
print PEXT beside fancy magic under their PEXT switch; every language prints
hyperbola, which needs nothing but a bit reversal. Go, Java, C# and Nim, on
boards within 64 bits, take the same records through `narrow_sliders_file`, their
file laid out once by templates/board_sliders.j2 (each language's template extends
it), the fill at first use as on 8x8; C# and Nim print PEXT too, as on 8x8.
"""

from __future__ import annotations

from typing import Callable, Dict, Optional

from ..expression import OCC, SQ, Printer, StatementPrinter
from ..functions import BITBOARD, INTEGER
from ..literals import VALUES_PER_LINE, rows
from ..sliders.board_magics import BOARD_LINES, board_lines, has_magics
from ..sliders.board_techniques import B, WIDE_REVERSE, WORD_REVERSE, attack_table, board_techniques, fill, small_tables, walks
from ..statements import print_routine
from ..tables import U8, U32, U64, U128
from .language import OutputFile, on_board as on_board_name

# a [sq] table's name after its line's (RANK_) -> its element (None: a bitboard) and meaning
SMALL = {
    "RELEVANT_MASK": (None, "the {line} through sq less sq and the last square of each ray"),
    "MAGICS": (None, "the magic of sq's {line}"),
    "MAGIC_SHIFTS": (U8, "{width} less the index bits of sq (1 for a mask of none)"),
    "OFFSETS": (U32, "where sq's block of 2**bits entries starts in {LINE}_MAGIC_ATTACKS"),
    "PEXT_LOW_BITS": (U8, "the bits of {LINE}_RELEVANT_MASK[sq]'s low 64: the shift of the high word's pext in the PEXT index"),
    "HYPERBOLA_MASK": (None, "the {line} through sq, sq excluded: the line of sq's hyperbola"),
}
# what every board sliders file says of its techniques, in its opening comment
MAGIC_SUMMARY = (
    "each line of a slider (the rook's rank and file, the bishop's two diagonals) has a magic per square, found by the generator's "
    "search and recorded for this board and mapping, and a table of attacks indexed by the top bits of the {width}-bit product "
    "((occ & mask) * magic) >> shift"
)
PEXT_SUMMARY = (
    "each line's index is the pext of occ by its relevant mask{joined}, at the line's offset, in attack tables of their own (the "
    "magic tables' sizes and offsets, their entries in another order)"
)
HYPERBOLA_SUMMARY = (
    "Hyperbola quintessence too ({names}), which needs no magics and no attack tables, only each line's [sq] mask ({bytes} bytes "
    "more): o = occ & mask, ((o - bit(sq)) ^ rev(rev(o) - rev(bit(sq)))) & mask, rev the {width} bits reversed."
)
JOINED = ", two pext past 64 bits, the high word's shifted past the low mask's bits, pext(low occ, low mask) | pext(high occ, high mask) << LINE_PEXT_LOW_BITS[sq]"
# the class holding a technique's attack tables, where a language fills them as the runtime
# initializes a class (Java's and C#'s "runtime" first use): MagicAttacks, PextAttacks
HOLDER = "{}Attacks"
REVERSE_DOC = "Returns b with its 64 bits in reverse order, ever wider fields swapped (the runtime has no bit reversal): hyperbola's reverse direction."
WALK_DOC = "Returns the {} attacks from sq given occ by a walk along the line's two directions: what the tables hold."


def square_rows(values, names, literal: Callable[[int], str], comment: str, element: str, indent: str = "    ", columns: int = 0) -> str:
    """Returns the rows of a [sq] table of `element`s laid out as literals.rows lays a
    table's (VALUES_PER_LINE a line, fewer where they pass `columns`: Syntax.width), each line closed by
    `comment` (a format of one field, the gap before it its leading spaces) naming its
    first and last squares."""
    gap, comment = comment[: len(comment) - len(comment.lstrip())], comment.lstrip()

    def lay(per_line):
        return [(f"{indent}{', '.join(map(literal, values[start : start + per_line]))},", comment.format(f"{names[start]}..{names[min(start + per_line, len(values)) - 1]}"))
                for start in range(0, len(values), per_line)]  # fmt: skip

    return rows(lay, VALUES_PER_LINE[element], gap, columns)


def on_board(printer: Printer, forms: Dict[str, str], wide: Optional[Callable[[int], str]] = None, **more) -> Printer:
    """Returns `printer` printing a board's bitboards: its one-operand `forms` (the one
    bit and a widening of the board's type, a 128-bit bitboard's words), a constant
    past 64 bits by `wide`, and `more` of its methods replaced (C's pext)."""
    printer.UNARY = {**printer.UNARY, **forms}
    if wide:
        narrow = printer.const
        printer.const = lambda value: wide(value) if value >> 64 else narrow(value)
    vars(printer).update(more)
    return printer


def _global(printer: Printer, table: str) -> str:
    """Returns `table` as the printer names it where that is a global's name (BB_RANK_MAGIC_ATTACKS),
    else as it is (a struct's: tables.RANK_MAGIC_ATTACKS, self.rank)."""
    named = printer.table(table)
    return table if "." in named else named


def board_sliders(selection, statements: StatementPrinter, literals: Dict[str, Callable[[int], str]], comment: str, carried=("magic", "pext"),
                  condition: Callable[[frozenset], str] = lambda needs: "", indent: str = "    ",
                  word_statements: Optional[StatementPrinter] = None, columns: int = 0) -> dict:
    """Returns what a language's board sliders file lays out, its bodies printed by
    `statements` (the language's statement printer, its expression printer widened
    by `on_board`): `lines`, each line's `name` (RANK), `line`, `entries`, `small`
    [sq] tables (name, element, meaning, rows by `literals` per element and
    `comment`, within `columns` where given: square_rows) and `pext_small`; `techniques` of `carried`, each its `name`, `title`,
    `needs`, `indexes` and `lookups` (name, doc, `body` as statements, `expr` the
    expression alone, `piece`) and attack `tables` (line, name, entries);
    `hyperbola`, its `name`, `title`, `helpers` (as `walks`) and `lookups`; `reversal()`, the bit reversal a C-family printer calls
    hyperbola's by (`word` and `name`, the functions of a word and of a bitboard of
    128 bits, and their bodies, `word_body` (by `word_statements`, the language's
    printer of 64-bit words, where its board's printer takes two) and `body`, "" on
    64 bits); `walks`
    (name, doc, body); `fill(kinds, stored)`, the fill of the techniques `kinds`
    printed, a store's table named by `stored(line, kind)`, each store under
    `condition` of its technique's needs (a [sq] table's rows indented by `indent`);
    `magic_summary`, `pext_summary` and `hyperbola_summary`, what the file's
    opening says of them; `squares`, `width`, `element` and the tables' `bytes`
    and `pext_bytes`."""
    mapping = selection.mapping
    width = mapping.board.width
    element = U128 if width > 64 else U64
    names = mapping.square_names
    printer = statements.printer
    techniques = {t.name: t for t in board_techniques(mapping)}
    small = small_tables(mapping)
    out = []
    for line in board_lines(mapping):
        name = line.name.upper()
        tables = {}
        for table in (t for t in small if t.startswith(name + "_")):
            suffix = table[len(name) + 1 :]
            el, meaning = SMALL[suffix]
            el = el or element
            text = dict(name=table, element=el, meaning=meaning.format(line=line.name, LINE=name, width=width),
                        rows=square_rows(small[table], names, literals[el], comment, el, indent, columns))
            tables.setdefault("pext_small" if "PEXT" in suffix else "small", []).append(text)
        out.append(dict(name=name, line=line.name, entries=line.entries, small=tables["small"], pext_small=tables.get("pext_small", [])))
    total = sum(line.entries * width // 8 + len(names) * (2 * width // 8 + 1 + 4) for line in board_lines(mapping))
    pext_bytes = sum(line.entries * width // 8 for line in board_lines(mapping)) + len(techniques["pext"].small) * len(names)
    printed = []

    def lookups(t) -> list:
        return [
            dict(piece=piece, name=printer.function(f"{piece}_attacks_{t.name}"), expr=printer.bare(expr), body=statements((OCC, SQ), expr),
                 doc=f"Returns the {piece} attacks from sq given occ, by {t.title}" + (": rook | bishop." if piece == "queen" else " on each of its lines."))
            for piece, expr in t.lookups.items()
        ]

    for kind in carried:
        t = techniques[kind]
        indexes = [dict(name=printer.function(h.name), doc=h.doc.replace(t.tables[line][0], _global(printer, t.tables[line][0])), line=line, piece="", body=statements((OCC, SQ), h.body)) for line, h in t.indexes.items()]
        tables = [dict(line=line, name=name, entries=entries) for line, (name, entries) in t.tables.items()]
        printed.append(dict(name=kind, title=t.title, needs=t.needs, indexes=indexes, lookups=lookups(t), tables=tables))
    h = techniques["hyperbola"]
    helpers = [dict(name=printer.function(f.name), doc=f.doc.replace(mask, _global(printer, mask)), piece="", body=statements((OCC, SQ), f.body))
               for f, mask in zip(h.helpers, h.small)]  # a line's helper and mask
    hyperbola = dict(name=h.name, title=h.title, helpers=helpers, lookups=lookups(h))

    def reversal() -> dict:
        word = printer.function("word_bit_reverse" if width > 64 else "bit_reverse")
        return dict(word=word, word_body=(word_statements or statements)((B,), WORD_REVERSE), name=printer.function("bit_reverse"), body=statements((B,), WIDE_REVERSE) if width > 64 else "")
    walked = [dict(name=printer.function(f"{line}_walk"), line=line, piece="", doc=WALK_DOC.format(line.replace("_", "-")), body=print_routine(statements, (OCC, SQ), body))
              for line, body in walks(mapping).items()]

    def filled(kinds=carried, stored=attack_table) -> str:
        return print_routine(statements, (), fill(mapping, tuple(techniques[k] for k in kinds), condition, stored))

    summaries = dict(magic_summary=MAGIC_SUMMARY.format(width=width), pext_summary=PEXT_SUMMARY.format(joined=JOINED * (width > 64)),
                     hyperbola_summary=HYPERBOLA_SUMMARY.format(names=", ".join(f["name"] for f in hyperbola["lookups"]), bytes=f"{len(h.small) * len(names) * width // 8:,}", width=width))
    return dict(lines=out, techniques=printed, hyperbola=hyperbola, reversal=reversal, walks=walked, fill=filled, **summaries, squares=len(names),
                width=width, element=element, bytes=total, pext_bytes=pext_bytes)


def render_board_sliders(renderer, template: str, selection, elements: Dict[str, str], statements, literals, comment: str, **more) -> str:
    """Returns a language's board sliders file: `template` rendered by `renderer` with
    `board_sliders`'s context (`statements`, `literals`, `comment` and of `more` its
    `carried`, `condition`, `indent`, `word_statements` and `columns`), `bitboard` (the type of `elements` the board's width
    takes), `types` (an element's type: `elements`', a bitboard's `bitboard`),
    `tables_bytes` and `more`."""
    bitboard = elements[U128] if selection.mapping.board.width > 64 else elements[U64]
    options = {k: more.pop(k) for k in ("carried", "condition", "indent", "word_statements", "columns") if k in more}
    context = board_sliders(selection, statements, literals, comment, **options)
    types = {**elements, U64: bitboard, U128: bitboard}
    pext_bytes = f"{context['pext_bytes']:,}"
    return renderer.render(template, selection, bitboard=bitboard, types=types, tables_bytes=f"{context['bytes']:,}", pext_tables_bytes=pext_bytes, **context, **more)


def board_sliders_file(name: str, render: Callable) -> OutputFile:
    """Returns the file of a board's slider lookups, `name` (bitboards_sliders.hpp):
    written on a board other than 8x8 whose magics are recorded, never on 8x8 (whose
    lookups are in the language's own files), the board in its name."""
    return OutputFile(name, render, lambda selection: has_magics(selection.mapping), on_boards=True, boards_only=True)


def held_on_board(kinds=("magic", "pext")) -> Dict[str, str]:
    """Returns {attack table: the class that holds it (HOLDER)} of the techniques `kinds`
    on any board: RANK_MAGIC_ATTACKS is MagicAttacks'."""
    return {attack_table(line, kind): HOLDER.format(kind.capitalize()) for line in BOARD_LINES for kind in kinds}


def narrow_sliders_file(name: str, renderer, template: str, words, statements: Callable, capabilities, held: bool = False) -> OutputFile:
    """Returns the board sliders file `name` of a language of boards within 64 bits (Go,
    Java, C#, Nim), rendered from its `template`, which extends the shared
    board_sliders.j2: the techniques whose needs its `capabilities` have (PEXT where its
    8x8 output carries it), printed by `statements()` (its statement printer), each
    attack table read in the class that holds it (HOLDER, `holder` to the template)
    where `held`, their [sq] tables in `words`' literals, indented as its tables' rows and
    within its syntax's width; hyperbola's bit reversal the printer's (Go's bits.Reverse64, Java's
    Long.reverse, Nim's reverseBits), where `capabilities` have no "rbit" (C#: .NET has no bit
    reversal) the model's portable one, `bit_reversal` to the template, a function of the file;
    the template's `stem` is the file's name on the board less its suffix, `params` a
    function's parameters where it has no `params` of its own (`occ uint64, sq int`)."""

    def render(selection) -> str:
        printer = statements()
        if held:  # Java's and C#'s: RANK_MAGIC_ATTACKS read as MagicAttacks.RANK_MAGIC_ATTACKS
            holders, own = held_on_board(), printer.printer.table
            on_board(printer.printer, {}, table=lambda table: f"{holders[table]}.{own(table)}" if table in holders else own(table))
        reversal = []
        if "rbit" not in capabilities.features:  # C#'s
            word = printer.printer.function("bit_reverse")
            on_board(printer.printer, {"rbit": word + "({1})"})
            reversal = [dict(name=word, doc=REVERSE_DOC, piece="", params=words.param("b", BITBOARD), body=printer((B,), WORD_REVERSE))]
        carried = tuple(t.name for t in board_techniques(selection.mapping) if t.name != "hyperbola" and capabilities.carries(t))
        literals = {U32: "0x{:05x}".format, **words.syntax.literals}  # the offsets in five hex digits where the syntax has none
        comment = words.syntax.comment_gap + words.syntax.comment
        stem = on_board_name(name, selection.mapping.board).partition(".")[0]  # Java's and C#'s class: BitboardsSliders_5x5
        return render_board_sliders(renderer, template, selection, words.elements, printer, literals, comment, carried=carried, indent=words.indent,
                                    columns=words.syntax.width, holder=HOLDER, stem=stem, bit_reversal=reversal,
                                    params=f"{words.param(words.param_name('occ'), BITBOARD)}, {words.param('sq', INTEGER)}")

    return board_sliders_file(name, render)
