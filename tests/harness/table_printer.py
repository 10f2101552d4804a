"""The table printer of every compiled driver, written once: the source of the
function that answers the protocol's `tables` (tests/harness/drivers.py), every
entry of every table of `table_shapes()` as one line

    NAME i j 0xVALUE

(DIR_SHIFT in decimal), the indices in decimal, the value in zero-padded hex.

`printer_source` walks the tables, their index loops and their entries; a language
gives only its `PrinterSyntax`: how it opens the function, writes a loop, reads an
entry and prints a line. `printf` and `concatenated` write the printing statement
of the two kinds of language there are: a format string with its arguments (C,
C++, Go, Rust, Zig) or words joined, into one string (Java, C#) or as one call's
arguments (Nim).

`calls_source` writes, in a language's `CallSyntax`, the driver's answers by name:
each function of the contract whose arguments and result are of the kinds the
language spells, its call from the model's record (C's, C++'s, Rust's, Zig's, Nim's).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Dict, List, Optional, Sequence, Tuple

from bitboard_tables.functions import FUNCTIONS
from tests.harness.drivers import table_shapes

# (table name, its index variables, its shape) -> the expression of one entry
Entry = Callable[[str, Sequence[str], Sequence[int]], str]
# (table name, index variables, the entry's expression, whether in decimal) -> the statement printing its line
Print = Callable[[str, Sequence[str], str, bool], str]


@dataclass(frozen=True)
class PrinterSyntax:
    """How one language writes its driver's table printer."""

    head: str  # the source before the first table: a comment, imports, the function's first line
    tail: str  # the source after the last: the function's end
    loop: str  # a loop's first line, of {i} (its variable) and {n} (its bound)
    entry: Entry
    print: Print
    close: Optional[str] = "}"  # a loop's last line; None where a loop's body is its one statement
    # a block's first line around each table declaring its indices, of {indices}
    # ("{{ int {indices};" in C, whose loops declare nothing); None: no block
    declare: Optional[str] = None
    indent: str = "    "
    depth: int = 1  # the indentation of a table's first line
    index: str = "i{k}"  # the variable of the k-th index


def subscripts(name_of: Callable[[str], str]) -> Entry:
    """Returns the Entry of tables read index by index: `name_of(NAME)[i][j]`."""
    return lambda name, indices, shape: name_of(name) + "".join(f"[{i}]" for i in indices)


def flat(name_of: Callable[[str], str]) -> Entry:
    """Returns the Entry of tables stored flat, read by the flat index: `name_of(NAME)[i * 8 + j]`."""

    def entry(name: str, indices: Sequence[str], shape: Sequence[int]) -> str:
        index = indices[0]
        for size, i in zip(shape[1:], indices[1:]):
            index = f"{index if index == indices[0] else f'({index})'} * {size} + {i}"
        return f"{name_of(name)}[{index}]"

    return entry


def printf(call: str, decimal: str, hex64: str, cast: str = "{}") -> Print:
    """Returns the Print of a printf-like `call`, of {format} (the format string
    without its newline) and {args} (the indices, then the entry): `decimal` the
    conversion of a number in decimal, `hex64` of a value in 16 hex digits after
    "0x", `cast` the entry as `hex64` takes it, of {}."""

    def statement(name: str, indices: Sequence[str], entry: str, in_decimal: bool) -> str:
        format = " ".join([name, *[decimal] * len(indices), decimal if in_decimal else "0x" + hex64])
        return call.format(format=format, args=", ".join([*indices, entry if in_decimal else cast.format(entry)]))

    return statement


def concatenated(call: str, hex64: str, word: str = "{}", join: str = ' + " " + ') -> Print:
    """Returns the Print of a `call` of {words}, the line's words joined by spaces into
    one string: `word` an index as a word, `hex64` the entry as "0x" and 16 hex
    digits, both of {}; an entry in decimal is written as it is; `join` what stands
    between two words (Nim's `, " ", `: the arguments of one stdout.write)."""

    def statement(name: str, indices: Sequence[str], entry: str, in_decimal: bool) -> str:
        words = [f'"{name}"', *(word.format(i) for i in indices), entry if in_decimal else hex64.format(entry)]
        return call.format(words=join.join(words))

    return statement


def printer_source(syntax: PrinterSyntax, shapes: Optional[Sequence[Tuple[str, Tuple[int, ...]]]] = None) -> str:
    """Returns the source of a driver's table printer in `syntax`: for each table of
    `shapes` ((name, shape), table_shapes() by default) in order, a loop over each
    index, innermost the statement that prints the entry's line (DIR_SHIFT's in decimal)."""
    lines: List[str] = [syntax.head]
    for name, shape in shapes or table_shapes():
        indices = [syntax.index.format(k=k) for k in range(len(shape))]
        depth = syntax.depth
        if syntax.declare is not None:
            lines.append(syntax.indent * depth + syntax.declare.format(indices=", ".join(indices)))
            depth += 1
        for k, (i, n) in enumerate(zip(indices, shape)):
            lines.append(syntax.indent * (depth + k) + syntax.loop.format(i=i, n=n))
        entry = syntax.entry(name, indices, shape)
        lines.append(syntax.indent * (depth + len(shape)) + syntax.print(name, indices, entry, name.split(".")[-1] == "DIR_SHIFT"))  # a board's module.DIR_SHIFT too
        if syntax.close is not None:
            lines += [syntax.indent * (depth + k) + syntax.close for k in reversed(range(len(shape)))]
        if syntax.declare is not None:
            lines.append(syntax.indent * syntax.depth + "}")
    lines.append(syntax.tail)
    return "\n".join(lines) + "\n"


@dataclass(frozen=True)
class CallSyntax:
    """How one language writes its driver's calls by name."""

    head: str  # the source before the first function's row
    row: str  # a function's, of {name} (its command: the contract's name, `scan` for squares) and {result}
    tail: str  # the source after the last
    arguments: Dict[str, str]  # {kind: the k-th argument as that kind, of {k}}: the kinds it takes
    results: Dict[str, str]  # {kind: what answers a result of that kind, of {call}}: the kinds it answers
    name_of: Callable[[str], str]  # the language's name of a function


COMMANDS = {"squares": "scan"}  # the protocol's command of a function, where it is not its name


def calls_source(syntax: CallSyntax) -> str:
    """Returns the source of a driver's calls in `syntax`: a row for each function of
    the contract whose arguments and result are of kinds it spells."""
    rows = []
    for f in FUNCTIONS:
        if f.returns in syntax.results and all(kind in syntax.arguments for _, kind in f.params):
            call = f"{syntax.name_of(f.name)}({', '.join(syntax.arguments[kind].format(k=k) for k, (_, kind) in enumerate(f.params))})"
            rows.append(syntax.row.format(name=COMMANDS.get(f.name, f.name), result=syntax.results[f.returns].format(call=call)))
    return "\n".join([syntax.head, *rows, syntax.tail])
