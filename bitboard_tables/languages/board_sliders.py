"""The fancy magic lookups on a board other than 8x8 (issue 49), as C, C++, Python, Rust
and Zig lay them out: a file of their own beside the board's tables (`bitboards_sliders_12x10.h`,
`.hpp`, `.py`, `.rs`, `.zig`), written where the board's magics are recorded in the
mapping (sliders/board_magics.py).

C, C++ and Rust print PEXT lookups beside them under their PEXT switch: each line's
index the pext of occ by its relevant mask (two pext joined past 64 bits, the high
word's shifted by `pext_small`'s LOW_BITS), in attack tables of their own at the
magic tables' offsets (a magic orders a block's entries otherwise).

Each line (rank, file, diagonal, anti-diagonal) has [sq] tables (its relevant mask,
magic, shift and block offset) and an attack table its fill writes at run time: for
each square, each subset of the line's mask in carry-rippler order, the attacks by a
walk along each of the line's two directions, a step a shift of the square number
taken only from a square a step does not leave the board from. A rook looks up its
rank and its file and or's them, a bishop its two diagonals, a queen both.

Not yet printed through the shared model (sliders/techniques.py), whose expressions
wrap at 64 bits and whose fills call the 8x8 line lookups; this module is what the
five languages share of it: the tables, their rows and the fill's steps.
"""

from __future__ import annotations

from typing import Callable, Dict, List

from ..mapping import Mapping
from ..sliders.board_magics import PIECE_LINES, board_lines, has_magics
from .language import OutputFile
from ..tables import U8, U32, U64, U128

PER_LINE = {U8: 8, U32: 8, U128: 2}  # values a line of a [sq] table; four for 64-bit bitboards


def square_rows(values, names, literal: Callable[[int], str], comment: str, per_line: int, indent: str = "    ") -> str:
    """Returns the rows of a [sq] table: `per_line` values a line, each line closed by
    `comment` (a format of one field, with the gap before it) naming its first and
    last squares."""
    lines = []
    for start in range(0, len(values), per_line):
        chunk = values[start : start + per_line]
        text = ", ".join(map(literal, chunk))
        lines.append(f"{indent}{text},{comment.format(f'{names[start]}..{names[start + len(chunk) - 1]}')}")
    return "\n".join(lines)


def board_sliders(mapping: Mapping, literals: Dict[str, Callable[[int], str]], comment: str, shift: Callable[[str, int], str]) -> dict:
    """Returns what a language's board sliders file lays out: `lines`, each line's
    `name` (RANK), `entries`, `small` tables (name suffix, element, meaning, rows by
    `literals` per element and `comment`) and fill `steps` (the literal of the
    squares a step leaves from, the step as `shift(variable, shift)` prints it);
    `pieces` ({piece: its two lines' names}), `squares`, `width`, `element` (the
    bitboards' U64 or U128) and `bytes`, the tables' total. PEXT's lookups (where the
    language has them) share each line's masks and offsets, and add `pext_small` per
    line (past 64 bits, the low word's mask bits per square) and `pext_bytes`, their
    attack tables' and small tables' total."""
    width = mapping.board.width
    element = U128 if width > 64 else U64
    names = mapping.square_names
    out: List[dict] = []
    total = pext_bytes = 0
    for line in board_lines(mapping):
        name = line.name.upper()
        small = []
        for suffix, el, meaning, values in (
            ("RELEVANT_MASK", element, f"the {line.name} through sq less sq and the last square of each ray", line.masks),
            ("MAGICS", element, f"the magic of sq's {line.name}", line.magics),
            ("MAGIC_SHIFTS", U8, f"{width} less the index bits of sq (1 for a mask of none)", line.shifts),
            ("OFFSETS", U32, f"where sq's block of 2**bits entries starts in {name}_MAGIC_ATTACKS", line.offsets),
        ):
            rows = square_rows(values, names, literals[el], comment, PER_LINE.get(el, 4))
            small.append(dict(name=f"{name}_{suffix}", element=el, meaning=meaning, rows=rows))
        steps = [dict(leaves=literals[element](leaves), step=shift("b", by)) for _, by, leaves in line.directions]
        total += line.entries * width // 8 + len(names) * (2 * width // 8 + 1 + 4)
        # PEXT's: past 64 bits, the low word's mask bits per square, where the high word's pext joins the index
        pext_small = []
        if width > 64:
            low_bits = [bin(m & (1 << 64) - 1).count("1") for m in line.masks]
            rows = square_rows(low_bits, names, literals[U8], comment, PER_LINE[U8])
            meaning = f"the bits of {name}_RELEVANT_MASK[sq]'s low 64: the shift of the high word's pext in the PEXT index"
            pext_small.append(dict(name=f"{name}_PEXT_LOW_BITS", element=U8, meaning=meaning, rows=rows))
        pext_bytes += line.entries * width // 8 + len(pext_small) * len(names)
        out.append(dict(name=name, line=line.name, entries=line.entries, small=small, steps=steps, pext_small=pext_small))
    pieces = {piece: [line.upper() for line in lines] for piece, lines in PIECE_LINES.items()}
    return dict(lines=out, pieces=pieces, squares=len(names), width=width, element=element, bytes=total, pext_bytes=pext_bytes)


def shift_expression(b: str, by: int) -> str:
    """Returns `b` moved by one step of `by` square numbers: `b << 12`, `b >> 1`."""
    return f"{b} << {by}" if by > 0 else f"{b} >> {-by}"


def shift_statement(b: str, by: int) -> str:
    """Returns the statement that moves `b` by one step: `b <<= 12` (clippy's assign_op_pattern)."""
    return f"{b} <<= {by}" if by > 0 else f"{b} >>= {-by}"


def render_board_sliders(renderer, template: str, selection, elements: Dict[str, str], literals, comment: str, shift=shift_expression, **more) -> str:
    """Returns a language's board sliders file: `template` rendered by `renderer` with
    `board_sliders`'s context (`literals`, `comment`, `shift`), `bitboard` (the type of
    `elements` the board's width takes), `types` (an element's type: `elements`', a
    bitboard's `bitboard`), `tables_bytes` and `more`."""
    bitboard = elements[U128] if selection.mapping.board.width > 64 else elements[U64]
    context = board_sliders(selection.mapping, literals, comment, shift)
    types = {**elements, U64: bitboard, U128: bitboard}
    pext_bytes = f"{context['pext_bytes']:,}"
    return renderer.render(template, selection, bitboard=bitboard, types=types, tables_bytes=f"{context['bytes']:,}", pext_tables_bytes=pext_bytes, **context, **more)


def board_sliders_file(name: str, render: Callable) -> OutputFile:
    """Returns the file of a board's fancy magic lookups, `name` (bitboards_sliders.hpp):
    written on a board other than 8x8 whose magics are recorded, never on 8x8 (whose
    lookups are in the language's own files), the board in its name."""
    return OutputFile(name, render, lambda selection: has_magics(selection.mapping), on_boards=True, boards_only=True)
