"""Looking at table entries: index names, values, and boards drawn as CPW does.

A bitboard is drawn as an 8x8 grid, rank 8 at the top, files a..h below, in
every square mapping (the table's mapping says which bit is which square):
`1` a square in the set, `.` a square not in it, `X` the origin square (the
`sq` or `frm` index of the entry), `T` the target square (the `to` index). A
`u8` entry is the line one byte holds: a rank a..h, or in a file-major mapping
a file, drawn upright. Nothing here reads or writes files.
"""

from __future__ import annotations

from typing import Dict, Iterator, List, Optional, Sequence, Tuple

from .geometry import FILE_NAMES, SQUARE_NAMES, squares_of
from .mapping import FILE, LERF, RANK, Mapping
from .literals import hex8, hex64, hex128
from .tables import SQUARE_SETS, U8, U64, U128, IndexKind, Table

BOARDS = (U64, U128)  # the elements drawn as a whole board (a u8 is one byte's line)

ORIGIN, TARGET = "X", "T"
SET, EMPTY = "1", "."
ADDED, REMOVED = "+", "-"

Index = Tuple[int, ...]


# --- indices and values ---------------------------------------------------------


def entries(table: Table, prefix: Index = ()) -> Iterator[Tuple[Index, int]]:
    """Yields (index, value) of every entry of `table` under `prefix`, in index order."""
    data = table.data
    for i in prefix:
        data = data[i]

    def walk(node, index):
        if isinstance(node, tuple):
            for i, child in enumerate(node):
                yield from walk(child, index + (i,))
        else:
            yield index, node

    yield from walk(data, tuple(prefix))


def value_at(table: Table, index: Index):
    """Returns the entry (or the sub-table) of `table` at `index`."""
    data = table.data
    for i in index:
        data = data[i]
    return data


def entry_label(table: Table, index: Index) -> str:
    """Returns `NAME[d4][g7]`: the table name and each index by its name."""
    return table.name + index_label(table, index)


def index_label(table: Table, index: Index) -> str:
    """Returns `[d4][g7]`: each index of `index` by its name."""
    return "".join(f"[{kind.labels[i]}]" for kind, i in zip(table.dims, index))


def format_value(element: str, value: int) -> str:
    """Returns `value` as the outputs write it: u64 in 16 hex digits, u128 in 32, u8 in 2,
    int in decimal."""
    if element == U64:
        return hex64(value)
    if element == U128:
        return hex128(value)
    if element == U8:
        return hex8(value)
    return str(value)


def accepted(kind: IndexKind) -> str:
    """Returns what an index of `kind` may be written as, for error messages."""
    n = kind.size
    if _numeric(kind) and kind.aliases:
        return f"a number 0..{n - 1} or a {kind.name} letter ({''.join(kind.aliases)} for 0..{n - 1})"
    if _numeric(kind):
        return f"a number 0..{n - 1}"
    if set(kind.labels) == set(SQUARE_NAMES):
        return "a square name a1..h8 or a number 0..63"
    if all(label.isdigit() for label in kind.labels):
        return f"{kind.labels[0]}..{kind.labels[-1]}"
    return f"{', '.join(kind.labels)} or a number 0..{n - 1}"


def _numeric(kind: IndexKind) -> bool:
    return kind.labels == tuple(str(i) for i in range(kind.size))


def parse_index(table: Table, axis: int, text: str) -> int:
    """Returns the position that `text` names on axis `axis` of `table`: a label
    (a square name, an enumeration name, any case) or a number (0x.. and 0b..
    too); labels made of digits (ranks 1..8) are labels only. Raises ValueError
    with a one-line message naming the input and what is accepted."""
    kind, axis_name = table.dims[axis], table.axis_names[axis]
    where = f"{table.name}[{axis_name}]"
    folded = text.strip().lower()
    for names in (kind.labels, kind.aliases):
        for i, label in enumerate(names):
            if label.lower() == folded:
                return i
    digits_are_labels = all(label.isdigit() for label in kind.labels) and not _numeric(kind)
    if not digits_are_labels:
        try:
            number = int(folded, 0)
        except ValueError:
            number = None
        if number is not None:
            if 0 <= number < kind.size:
                return number
            raise ValueError(f"index {text} is out of range for {where}; accepted: {accepted(kind)}")
    raise ValueError(f"{text!r} is not an index of {where}; accepted: {accepted(kind)}")


def parse_indices(table: Table, texts: Sequence[str]) -> Index:
    """Returns the positions `texts` name, one per leading axis of `table`."""
    if len(texts) > len(table.dims):
        axes = "".join(f"[{a}]" for a in table.axis_names)
        raise ValueError(f"{table.name}{axes} takes at most {len(table.dims)} indices, got {len(texts)}")
    return tuple(parse_index(table, axis, text) for axis, text in enumerate(texts))


def marks(table: Table, index: Index) -> Dict[int, Tuple[str, str]]:
    """Returns {square: (marker, axis name)} for the squares `index` names: the first
    square index is the origin, the second the target. On a u8 (one-byte) entry the
    position index is the origin (a bit 0..7); on the a-file tables ([rank][idx] in
    LERF) position 0 of the indexed byte."""
    result: Dict[int, Tuple[str, str]] = {}
    kinds = [kind.name for kind in table.dims]
    mapping = table.mapping
    for kind, axis, i in zip(table.dims, table.axis_names, index):
        if kind.name == "sq":
            result.setdefault(i, (TARGET if result else ORIGIN, axis))
        elif kind.name == mapping.position and table.element == U8:
            result[i] = (ORIGIN, axis)
        elif kind.name == mapping.byte and "idx" in kinds:
            result[8 * i] = (ORIGIN, axis)
    return result


# --- drawing ---------------------------------------------------------------------


def legend(table: Table, index: Index) -> str:
    """Returns what the characters of a drawing of `table` at `index` mean."""
    named = dict.fromkeys(f"{marker} {axis}" for marker, axis in marks(table, index).values())
    return f"{SET} in the set, {EMPTY} not" + "".join(f", {n}" for n in named)


def draw_board(bb: int, marked: Optional[Dict[int, str]] = None, mapping: Mapping = LERF) -> List[str]:
    """Returns the lines of `bb` drawn as `mapping`'s board (8x8), its last rank at the
    top, files below; `marked` and the bits of `bb` are square numbers of `mapping`."""
    marked = marked or {}
    board = mapping.board
    margin = len(str(board.ranks))  # the digits of the last rank's name
    lines = []
    for rank in range(board.ranks - 1, -1, -1):
        squares = [mapping.square(f, rank) for f in range(board.files)]
        cells = [marked.get(sq) or (SET if bb >> sq & 1 else EMPTY) for sq in squares]
        lines.append(f"{rank + 1:>{margin}} " + " ".join(cells))
    lines.append(" " * (margin + 1) + " ".join(board.coordinate_names(FILE)))
    return lines


def draw_row(byte: int, marked: Optional[Dict[int, str]] = None, mapping: Mapping = LERF) -> List[str]:
    """Returns the lines of `byte` drawn as the line one byte of `mapping` holds (bit i is
    position i): a rank, files a..h left to right; or a file, rank 8 at the top."""
    marked = marked or {}
    if mapping.position == RANK:
        positions = [mapping.square(0, rank) & 7 for rank in range(7, -1, -1)]
        cells = [marked.get(p) or (SET if byte >> p & 1 else EMPTY) for p in positions]
        return [f"{8 - k} {cell}" for k, cell in enumerate(cells)]
    positions = [mapping.square(file, 0) & 7 for file in range(8)]
    cells = [marked.get(p) or (SET if byte >> p & 1 else EMPTY) for p in positions]
    return ["  " + " ".join(cells), "  " + " ".join(FILE_NAMES)]


def draw_change(old: int, new: int, bits: int, mapping: Mapping = LERF) -> List[str]:
    """Returns `old` -> `new` drawn as one board (or one byte's line, for 8 bits): `+`
    a square only in new, `-` only in old, `1` in both."""
    marked = {s: ADDED for s in squares_of(new & ~old)}
    marked.update({s: REMOVED for s in squares_of(old & ~new)})
    return draw_board(old & new, marked, mapping) if bits > 8 else draw_row(old & new, marked, mapping)


def draw_entry(table: Table, index: Index, value: int, with_marks: bool = True) -> List[str]:
    """Returns the lines of one entry drawn as a board, a rank, or (int) its value."""
    marked = {sq: marker for sq, (marker, _) in marks(table, index).items()} if with_marks else {}
    if table.element in BOARDS:
        return draw_board(value, marked, table.mapping)
    if table.element == U8:
        return draw_row(value, marked, table.mapping)
    return [f"  {value}"]


def side_by_side(blocks: Sequence[Sequence[str]], titles: Sequence[str], gap: int = 4) -> List[str]:
    """Returns `blocks` of lines set next to each other, each under its title."""
    columns = [[title, *block] for title, block in zip(titles, blocks)]
    widths = [max(len(line) for line in column) for column in columns]
    height = max(len(column) for column in columns)
    lines = []
    for row in range(height):
        cells = [(column[row] if row < len(column) else "").ljust(width) for column, width in zip(columns, widths)]
        lines.append((" " * gap).join(cells).rstrip())
    return lines


def describe(table: Table) -> str:
    """Returns `NAME[64 frm][64 to], u64, 32768 bytes: meaning`."""
    shape = "".join(f"[{n} {a}]" for n, a in zip(table.shape, table.axis_names))
    meaning = f": {table.meaning}" if table.meaning else ""
    return f"{table.name}{shape}, {table.element}, {table.size_bytes} bytes{meaning}"


def position_names(mapping: Mapping) -> Tuple[str, ...]:
    """Returns the name of the square line at each position of a byte: file letters in a
    rank-major mapping (`d`), `rank 4` in a file-major one."""
    if mapping.position == RANK:
        return tuple(f"rank {name}" for name in mapping.position_names)
    return tuple(mapping.position_names)


def squares_text(table: Table, value: int, most: int = 12) -> str:
    """Returns `3 squares: b1, c1, e1` (names up to `most` squares), for a u64 or u8 entry;
    the bits of a u8 entry are named by the file (or rank) of their position."""
    names = table.mapping.square_names if table.element in BOARDS else position_names(table.mapping)
    members = [names[s] if s < len(names) else f"bit {s}" for s in squares_of(value)]  # a magic's bits past the board
    count = f"{len(members)} square{'' if len(members) == 1 else 's'}"
    return f"{count}: {', '.join(members)}" if 0 < len(members) <= most else count


def show_entry(table: Table, index: Index) -> List[str]:
    """Returns the lines `show` prints for the one entry at a full `index`."""
    value = value_at(table, index)
    head = f"{entry_label(table, index)} = {format_value(table.element, value)}"
    if table.element not in SQUARE_SETS:
        return [head]
    lines = [f"{head}  ({squares_text(table, value)})", ""]
    lines += draw_entry(table, index, value)
    notes = []
    for sq, (marker, axis) in marks(table, index).items():
        name = table.mapping.square_name(sq) if table.element in BOARDS else position_names(table.mapping)[sq]
        state = "in the set" if value >> sq & 1 else "not in the set"
        notes.append(f"{marker} = {name} ({axis}, {state})")
    lines += ["", f"{SET} in the set, {EMPTY} not" + "".join(f"; {n}" for n in notes)]
    return lines


def show_some(table: Table, prefix: Index, count: int = 4) -> List[str]:
    """Returns the lines `show` prints for `table` (or its sub-table at `prefix`):
    its shape and meaning, then its first `count` non-zero entries."""
    lines = [describe(table)]
    if table.element not in SQUARE_SETS:
        values = ", ".join(f"{index_label(table, i)} {v}" for i, v in entries(table, prefix))
        return lines + [values]
    total = sum(1 for _ in entries(table, prefix))
    picked = [(i, v) for i, v in entries(table, prefix) if v][:count]
    where = entry_label(table, prefix) if prefix else table.name
    if not picked:
        return lines + [f"all {total} entries of {where} are 0"]
    lines.append(f"the first {len(picked)} non-zero of the {total} entries of {where}:")
    lines.append("")
    blocks = [draw_entry(table, i, v) for i, v in picked]
    lines += side_by_side(blocks, [index_label(table, i) for i, _ in picked])
    lines += ["", legend(table, picked[0][0])]
    free = " ".join(f"<{a}>" for a in table.axis_names[len(prefix) :])
    given = " ".join(table.dims[k].labels[i] for k, i in enumerate(prefix))
    lines.append(f"one entry: show {table.name} {given + ' ' if given else ''}{free}")
    return lines
