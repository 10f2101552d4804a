"""How values and tables are written as text, in any output language.

The named filters of every language are built from these: a value in hex, a
comment filled to a width, a table's shape, and `layout`, which writes the body
of a nested initializer for the brackets, comment and literals of one language
(its `Syntax`). Nothing here knows a language by name.
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass
from typing import Callable, Dict, List, Sequence

from .geometry import SQUARE_NAMES
from .tables import INT, U8, U16, U64, U128, Table

# how many values one line holds, by element type
VALUES_PER_LINE = {U64: 4, U8: 8, INT: 8, U128: 2}


def hex64(value: int) -> str:
    """Returns `value` as 0x and 16 zero-padded lowercase hex digits."""
    return f"0x{value:016x}"


def hex128(value: int) -> str:
    """Returns `value` as 0x and 32 zero-padded lowercase hex digits."""
    return f"0x{value:032x}"


def halves(value: int) -> tuple:
    """Returns (high, low): the two 64-bit halves of a 128-bit `value`."""
    return value >> 64, value & (1 << 64) - 1


def hex8(value: int) -> str:
    """Returns `value` as 0x and 2 zero-padded lowercase hex digits."""
    return f"0x{value:02x}"


def decimal(value: int) -> str:
    """Returns `value` in decimal."""
    return str(value)


@dataclass(frozen=True)
class Syntax:
    """What a nested initializer looks like in one language."""

    open: str  # the bracket that opens a row: "{"
    close: str  # the bracket that closes it: "}"
    comment: str  # a line comment around {}: "/* {} */"
    literals: Dict[str, Callable[[int], str]]  # element type -> how a value is written
    comment_gap: str = " "  # between a row and its comment (black wants two spaces)


def range_label(labels: Sequence[str], start: int, stop: int) -> str:
    """Returns the label of one index (`d4`), or of the first and last of a range (`a1..d1`)."""
    return labels[start] if stop - start == 1 else f"{labels[start]}..{labels[stop - 1]}"


def square_rows(table, literal: Callable[[int], str], comment: str, indent: str = "    ", gap: str = " ") -> str:
    """Returns the initializer body of a [64 sq] table of the slider techniques (a
    SliderTable): four values a line, eight for elements narrower than u64, each
    line closed by `comment` (a format with one field) naming its squares."""
    per_line = 4 if table.element == U64 else 8
    names = table.labels or SQUARE_NAMES
    lines = []
    for start in range(0, 64, per_line):
        values = ", ".join(map(literal, table.values[start : start + per_line]))
        lines.append(f"{indent}{values},{gap}{comment.format(range_label(names, start, start + per_line))}")
    return "\n".join(lines)


def block_rows(table, comment: str, indent: str = "    ") -> str:
    """Returns the initializer body of a packed table of the slider techniques (a
    HeaderTable, its values in blocks): each block opened by `comment` (a format with
    one field) naming its square and its entries, then four values a line in
    zero-padded hex without a suffix (a hex literal takes the type its value needs in
    the C family, and C's sliders header holds 430,000 of them); eight a line for
    16-bit entries."""
    values = table.values
    stops = list(table.starts[1:]) + [len(values)]
    per_line, digits = (8, 4) if table.element == U16 else (4, 16)
    line = indent + " ".join([f"0x%0{digits}x,"] * per_line)
    blocks = []
    for name, start, stop in zip(table.labels, table.starts, stops):
        assert (stop - start) % per_line == 0  # a block holds 2**bits entries, bits >= 5
        # one % over the whole block: 430,000 values laid out in a tenth of a second
        lines = "\n".join([line] * ((stop - start) // per_line)) % values[start:stop]
        blocks.append(f"{indent}{comment.format((name + ': ' if name else '') + f'[{start}..{stop - 1}]')}\n{lines}")
    return "\n".join(blocks)


def layout(table: Table, syntax: Syntax, indent: str = "    ", flat: str = "") -> str:
    """Returns the body of a nested initializer for `table` (between its outer
    brackets): one line per group of values, each with a comment naming the
    indices of its values. `flat`: "" nested rows; "flat" one flat run of values
    (C#'s flat arrays), "rows" one flat run with a comment line naming each row (JS's)."""
    per_line = VALUES_PER_LINE[table.element]
    literal = syntax.literals[table.element]
    lines: List[str] = []

    def commented(text: str, label: str) -> str:
        return f"{text}{syntax.comment_gap}{syntax.comment.format(label)}"

    def emit(data, dims, path: str, depth: int):
        pad = indent * depth
        kind = dims[0]
        if len(dims) == 1:
            for start in range(0, kind.size, per_line):
                stop = min(start + per_line, kind.size)
                values = ", ".join(map(literal, data[start:stop]))
                label = range_label(kind.labels, start, stop)
                lines.append(commented(f"{pad}{values},", f"{path}[{label}]" if path else label))
            return
        for i in range(kind.size):
            label = f"{path}[{kind.labels[i]}]"
            if not flat:
                lines.append(commented(f"{pad}{syntax.open}", label))
            elif flat == "rows":
                lines.append(f"{pad}{syntax.comment.format(label)}")
            emit(data[i], dims[1:], label, depth + (not flat))
            if not flat:
                lines.append(f"{pad}{syntax.close},")

    emit(table.data, table.dims, "", 1)
    return "\n".join(lines)


def wrapped(text: str, leader: str, width: int = 78) -> str:
    """Returns `text` filled into comment lines of at most `width` characters, each
    starting with `leader` (`# `, ` * `); `a1 = 0` and `(7 - rank)` stay on one line."""
    glued = text.replace(" = ", "\xa0=\xa0").replace("7 - ", "7\xa0-\xa0")
    lines = textwrap.fill(glued, width=width, initial_indent=leader, subsequent_indent=leader, break_on_hyphens=False)
    return lines.replace("\xa0", " ")


def shape_text(table: Table) -> str:
    """Returns the shape and index names of `table`, as `[64 sq][8 dir]`."""
    return "".join(f"[{n} {a}]" for n, a in zip(table.shape, table.axis_names))


def param_names(fn) -> str:
    """Returns the parameter names of a lookup function (`occ, sq`)."""
    return ", ".join(name for name, _ in fn.params)
