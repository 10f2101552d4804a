"""How values and tables are written as text, in any output language.

The named filters of every language are built from these: a value in hex, a
comment filled to a width, a table's shape, and `layout`, which writes the body
of a nested initializer for the brackets, comment and literals of one language
(its `Syntax`). Nothing here knows a language by name.
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass
from typing import Callable, Dict, List, Sequence, Tuple

from .geometry import SQUARE_NAMES
from .tables import INT, U8, U16, U32, U64, U128, Table

# how many values one line holds, by element type
VALUES_PER_LINE = {U64: 4, U32: 8, U16: 8, U8: 8, INT: 8, U128: 2}


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
    # the columns a formatter folds a line beyond, which aligns the comments of a
    # declaration (nimpretty's 80): 0, none (literals.rows)
    width: int = 0


def range_label(labels: Sequence[str], start: int, stop: int) -> str:
    """Returns the label of one index (`d4`), or of the first and last of a range (`a1..d1`)."""
    return labels[start] if stop - start == 1 else f"{labels[start]}..{labels[stop - 1]}"


def rows(lay: Callable[[int], List[Tuple[str, str]]], per_line: int, gap: str, width: int = 0) -> str:
    """Returns the lines `lay(per_line)` gives, each (text, comment or ""), the comment
    after `gap`; with a `width` (Syntax.width), the values a line halved until every line
    fits, the comments aligned as nimpretty aligns a declaration's (aligned)."""
    lines = lay(per_line)
    while width and per_line > 1 and max(len(t) + 2 + len(c) for t, c in lines) > width:
        per_line //= 2
        lines = lay(per_line)
    return aligned(lines, width) if width else "\n".join(f"{t}{gap}{c}" if c else t for t, c in lines)


def aligned(lines: List[Tuple[str, str]], width: int) -> str:
    """Returns the lines of one declaration, each (text, comment or ""), each comment
    where nimpretty puts it: at the column past the widest text whose line fits in
    `width`, where that column leaves it within width + 15, else one space after its
    text. nimpretty measures a line with the breaks it may take: the indent and 4 more
    after each comma past the middle column (width // 2), which a row's width counts."""

    def measure(text: str, comment: str):
        column, kept = 0, len(text) - len(text.lstrip())
        for char in text:
            column += 1
            column += kept + 4 if char == "," and column >= width // 2 and kept + 4 < column else 0
        comma = text.endswith(",")
        return column + 1, column + comma + 1 + len(comment)  # where the comment would go, the line's width

    measured = [measure(t, c) for t, c in lines if c]
    column = max((lhs for lhs, wide in measured if wide <= width), default=0)

    def placed(text: str, comment: str) -> str:
        if not comment:
            return text
        if len(text) + 1 < column and column + len(comment) <= width + 15:
            return f"{text.ljust(column - 1)} {comment}"
        # nimpretty's own space after a comma, and the one before a comment it leaves unaligned
        return f"{text}{'  ' if len(text) + 1 < column and text.endswith(',') else ' '}{comment}"

    return "\n".join(placed(t, c) for t, c in lines)


def square_rows(table, literal: Callable[[int], str], comment: str, indent: str = "    ", gap: str = " ", width: int = 0) -> str:
    """Returns the initializer body of a [64 sq] table of the slider techniques (a
    SliderTable): VALUES_PER_LINE values a line, four u64 or eight of a narrower element
    (fewer where they pass `width`: rows), each line closed by `comment` (a format with
    one field) naming its squares."""
    names = table.labels or SQUARE_NAMES

    def lay(per_line):
        return [(f"{indent}{', '.join(map(literal, table.values[start : start + per_line]))},", comment.format(range_label(names, start, start + per_line)))
                for start in range(0, 64, per_line)]  # fmt: skip

    return rows(lay, VALUES_PER_LINE[table.element], gap, width)


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
    brackets): one line per group of values (fewer where they pass the syntax's width:
    rows), each with a comment naming the indices of its values. `flat`: "" nested rows;
    "flat" one flat run of values (C#'s flat arrays), "rows" one flat run with a comment
    line naming each row (JS's)."""
    literal = syntax.literals[table.element]

    def lay(per_line: int) -> List[Tuple[str, str]]:
        lines: List[Tuple[str, str]] = []

        def emit(data, dims, path: str, depth: int):
            pad = indent * depth
            kind = dims[0]
            if len(dims) == 1:
                for start in range(0, kind.size, per_line):
                    stop = min(start + per_line, kind.size)
                    label = range_label(kind.labels, start, stop)
                    lines.append((f"{pad}{', '.join(map(literal, data[start:stop]))},", syntax.comment.format(f"{path}[{label}]" if path else label)))
                return
            for i in range(kind.size):
                label = f"{path}[{kind.labels[i]}]"
                if not flat:
                    lines.append((f"{pad}{syntax.open}", syntax.comment.format(label)))
                elif flat == "rows":
                    lines.append((f"{pad}{syntax.comment.format(label)}", ""))
                emit(data[i], dims[1:], label, depth + (not flat))
                if not flat:
                    lines.append((f"{pad}{syntax.close},", ""))

        emit(table.data, table.dims, "", 1)
        return lines

    return rows(lay, VALUES_PER_LINE[table.element], syntax.comment_gap, syntax.width)


def wrapped(text: str, leader: str, width: int = 78) -> str:
    """Returns `text` filled into comment lines of at most `width` characters, each
    starting with `leader` (`# `, ` * `); `a1 = 0` and `(7 - rank)` stay on one line."""
    glued = text.replace(" = ", "\xa0=\xa0").replace("7 - ", "7\xa0-\xa0")
    lines = textwrap.fill(glued, width=width, initial_indent=leader, subsequent_indent=leader, break_on_hyphens=False)
    return lines.replace("\xa0", " ")


def folded(text: str, width: int, operators: Sequence[str]) -> str:
    """Returns `text` with each line of code wider than `width` folded after its last
    comma or binary operator (of `operators`, between spaces, outside strings) that
    keeps the line within `width`, the rest indented 4 more: where nimpretty keeps a
    break, which it would otherwise make itself after any comma past column 40. A line
    with a comment is left alone: a comment, or a table's row, which `rows` fits."""
    out = []
    for line in text.split("\n"):
        indent = " " * (len(line) - len(line.lstrip()))
        while len(line) > width and "# " not in line:  # a comment, or a table's row (rows): not code
            quoted, breaks = False, []
            for k, char in enumerate(line):
                quoted ^= char == '"'
                word = line[k:].split(" ", 1)[0]
                after = k + 1 if char == "," else k + len(word) if line[k - 1] == " " and word in operators else 0
                if not quoted and 0 < after <= width and line[after : after + 1] == " ":
                    breaks.append(after)  # after the comma or operator, before its space
            if not breaks:
                break
            out.append(line[: breaks[-1]])
            line = indent + "    " + line[breaks[-1] + 1 :]
        out.append(line)
    return "\n".join(out)


def shape_text(table: Table) -> str:
    """Returns the shape and index names of `table`, as `[64 sq][8 dir]`."""
    return "".join(f"[{n} {a}]" for n, a in zip(table.shape, table.axis_names))


def param_names(fn) -> str:
    """Returns the parameter names of a lookup function (`occ, sq`)."""
    return ", ".join(name for name, _ in fn.params)
