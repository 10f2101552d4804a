"""The record of one output language: everything the tool knows about it.

Each folder `languages/<name>/` builds one `Language` in its `__init__.py`: the
files it writes and how each is rendered, its literal and comment syntax, how it
names the element types and the argument kinds, and its reader. The registry (`languages/__init__.py`) lists them; nothing outside a
language's folder knows a language by name.

A language's words are a `Words` (cbindgen's `LanguageBackend`, glad2's
`JinjaGenerator`): how it writes a type, a literal, a name, a parameter and a doc
comment. From those alone the base here writes what every language writes
alike: a lookup function's parameter list, result type and doc comment (from
functions.py), a table's initializer body, a slider table's rows, and the
filters its templates read them by (`Words.filters`), and the casts and
comments of its vector paths (`Words.lanes`), so that a language
states only what it writes otherwise. A `Language` takes its
syntax, types and names from its words, and reads its files back by its `grammar`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from functools import reduce
from pathlib import Path
from typing import Callable, Dict, Optional, Tuple

from ..board import WIDTHS
from ..functions import BITBOARD, doc_in
from ..literals import Syntax, decimal, layout, square_rows, wrapped
from ..parse import Reading, read_declared
from ..tables import U32, U64, U128


# the templates several languages import (C's and C++'s slider sections: cfamily.j2)
SHARED_TEMPLATES = Path(__file__).resolve().parent / "templates"
# what every main file says of its names and tables (Words.contract), `{}` how it names them
CONTRACT = (
    "Names, shapes, index order and meanings are the contract in SPEC.md at the top of the bitboard-tables "
    "repository{}; each table below is preceded by a comment giving its shape and meaning."
)


def _same(name: str) -> str:
    return name


def camel_case(name: str) -> str:
    """Returns a snake_case name in camelCase: king_sq is kingSq."""
    first, *rest = name.split("_")
    return first + "".join(word.capitalize() for word in rest)


def pascal_case(name: str) -> str:
    """Returns a snake_case or UPPER_SNAKE name in PascalCase (Go's MixedCaps): rank_attacks
    and RANK_ATTACKS are RankAttacks."""
    return "".join(word.capitalize() for word in name.split("_"))


def typed_first(type_text: str, name: str) -> str:
    """Returns a declaration `TYPE name` (C, C++, Java, C#), a pointer's star at the name
    as C style writes it (`const char *name`)."""
    return type_text + name if type_text.endswith("*") else f"{type_text} {name}"


def typed_after(type_text: str, name: str) -> str:
    """Returns a declaration `name: TYPE` (Python, Rust, Zig)."""
    return f"{name}: {type_text}"


@dataclass(frozen=True)
class Words:
    """How one language writes the words of its files: the overrides of a language;
    what is built of them is the methods'. A language with other needs writes its own
    filter beside these (C's parameters of a function of squares, C#'s flat arrays)."""

    syntax: Syntax  # brackets, comments and literals of a table initializer
    elements: Dict[str, str]  # element type (tables.U64 ...) -> the language's type
    kinds: Dict[str, str]  # argument kind (functions.BITBOARD, INTEGER) -> the language's type
    results: Optional[Dict[str, str]] = None  # a result kind -> its type, where not as an argument's (Rust's &'static str)
    # a contract name of a function, table or constant (rank_attacks, RANK_MASK_EX) -> the language's
    name: Callable[[str], str] = _same
    param_name: Callable[[str], str] = _same  # a parameter's (king_sq) -> the language's (kingSq)
    declare: Callable[[str, str], str] = typed_first  # (type, name) -> a parameter
    # (a function's name as the language writes it, its description) -> the description as its doc
    # comment says it (Go's opens with the name), each further line continued as a comment
    comment: Callable[[str, str], str] = lambda name, text: text
    # how a value is cast to a narrower type, "{0}" the type, "{1}" the value ("({0}){1}");
    # "" where a value is stored as it is
    cast: str = ""
    indent: str = "    "  # of an initializer's rows
    small_hex: bool = True  # a slider table's narrow entries in hex (offsets in 5 digits, bytes in 2), else decimal
    small_gap: str = ""  # between a slider table's row and its comment, where not the syntax's comment_gap
    flat: str = ""  # how a table of several dimensions is laid out (literals.layout): "" nested, "flat", "rows"
    nested: str = ""  # a nested array type, of {n} and {of} (Rust's "[{of}; {n}]"): the filter `array_type`

    def param(self, name: str, kind: str) -> str:
        """Returns a parameter `name` of the argument kind `kind`, typed: `uint64_t occ`."""
        return self.declare(self.kinds[kind], name)

    def params(self, fn) -> str:
        """Returns the parameter list of a lookup function (`uint64_t occ, int sq`)."""
        return ", ".join(self.param(self.param_name(name), kind) for name, kind in fn.params)

    def declarator(self, fn, name: str, *more: str) -> str:
        """Returns the declarator of a lookup function written `name`, its result type
        first as C and C++ write it (`const char *bb_square_name(int sq)`), its
        parameters then `more` (C's array of squares)."""
        return typed_first(self.returns(fn), f"{name}({', '.join(filter(None, (self.params(fn), *more)))})")

    def returns(self, fn) -> str:
        """Returns the result type of a lookup function."""
        return {**self.kinds, **(self.results or {})}[fn.returns]

    def doc(self, fn) -> str:
        """Returns a function's one-line description as its doc comment says it, every
        name in it the language's."""
        return self.comment(self.name(fn.name), doc_in(fn, self.name, self.param_name, self.name))

    def bitboard(self, selection) -> str:
        """Returns the type of a bitboard on the board of `selection`: a u64's, or past
        64 bits a u128's (the package's self-test reads it as `bitboard`)."""
        return self.elements.get(U128 if selection.mapping.board.width > 64 else U64, "")

    @property
    def wide(self) -> "Words":
        """These words on a board past 64 bits, where a bitboard is the u128 element (Rust, Zig, C++, C)."""
        return replace(self, kinds={**self.kinds, BITBOARD: self.elements[U128]})

    def array_type(self, table) -> str:
        """Returns the array type of `table` as a language that nests them writes it
        (`nested`): Rust's `[[u64; 8]; 64]`, Nim's `array[64, array[8, uint64]]`."""
        return reduce(lambda of, n: self.nested.format(n=n, of=of), reversed(table.shape), self.elements[table.element])

    @staticmethod
    def dims(table) -> str:
        """Returns the dimensions of `table` as C, Go and Zig write them: `[64][8]`."""
        return "".join(f"[{n}]" for n in table.shape)

    def array(self, table) -> str:
        """Returns the initializer body of `table` (between the outer brackets)."""
        return layout(table, self.syntax, indent=self.indent, flat=self.flat)

    def small(self, table) -> str:
        """Returns the initializer body of a [64 sq] slider table: four values a line
        (eight for narrower elements), each line naming its squares in a comment."""
        # the syntax's literal of the element where it has one (Nim's typed 0x00013'u32), else hex
        narrow = {U32: "0x{:05x}".format, **self.syntax.literals}.get(table.element, "0x{:02x}".format)
        literal = narrow if self.small_hex else self.syntax.literals[U64] if table.element == U64 else decimal
        return square_rows(table, literal, self.syntax.comment, self.indent, self.small_gap or self.syntax.comment_gap, self.syntax.width)

    def contract(self, leader: str, style: str = "", before: str = "") -> str:
        """Returns the comment, each line opening with `leader`, by which a main file says
        that its names and tables are SPEC.md's contract, `before` it (C's "Chess bitboard
        tables and lookups. "); `style` names how the language writes the contract's names
        (Zig's "Zig's style"), shown by two of them as it writes them."""
        if style:
            shown = [(name, self.name(name)) for name in ("RANK_MASK_EX", "rank_attacks")]
            renamed = [f"{name}{' is' if not i else ''} {written}" for i, (name, written) in enumerate(p for p in shown if p[0] != p[1])]
            kept = [f"{name} as written there" for name, written in shown if name == written]
            style = f", in {style} ({', '.join(renamed + kept)})"
        return wrapped(f"{before}{CONTRACT.format(style)}", leader)

    @property
    def record_types(self) -> Dict[str, str]:
        """{a field's element: its type} of a record (sliders/records.py) as a C-family
        header declares it, a pointer field's a pointer to constant bitboards."""
        return {**self.elements, "pointer": f"const {self.elements[U64]} *"}

    def rows(self, rows) -> str:
        """Returns the rows of a table of records (sliders/records.py: a row of literals a
        square), one a line, each in the syntax's brackets, a brace list padded
        inside as C, C++ and Zig write one: `    { a, b },`."""
        pad = " " if self.syntax.open.endswith("{") else ""
        return "\n".join(f"{self.indent}{self.syntax.open}{pad}{', '.join(row)}{pad}{self.syntax.close}," for row in rows)

    def dialect(self, printer, main_file: str, **more):
        """Returns how the language prints the slider section (slider_section.Dialect)
        by `printer`, naming `main_file`: its parameters, names, comments and the
        narrowing of a stored value as these, and `more`."""
        from .slider_section import Dialect

        words = dict(param=self.param, name=self.name, doc=self.comment)
        if self.cast:
            words["narrow"] = lambda value, element: self.cast.format(self.elements[element], value)
        return Dialect(printer, main_file, **{**words, **more})

    def lanes(self, signed: str, pointer: Callable[[str, str], str], path: Optional[Dict[str, str]] = None):
        """Returns how the language writes what an instruction set leaves to it
        (vector.LaneDialect): a loaded operand cast to `signed` (its signed 64-bit
        type; bare where the cast parenthesizes it), the answer cast back to its u64,
        a doc continued as its comments, `pointer` and `path` as given."""
        from ..expression import bare_text
        from .vector import LaneDialect

        bare = bare_text if "({1})" in self.cast else _same
        return LaneDialect(
            path or {},
            signed=lambda operand: self.cast.format(signed, bare(operand)),
            unsigned=lambda value: self.cast.format(self.elements[U64], value),
            doc=lambda text: self.comment("", text),
            pointer=pointer,
        )

    def type(self, item) -> str:
        """Returns the type of a table's elements, or of an argument or result kind."""
        return self.elements[item.element] if hasattr(item, "element") else self.kinds[item]

    def renderer(self, module_file: str, context: Callable = lambda selection: {}, finish=None, **filters):
        """Returns the Renderer of the templates/ folder beside `module_file` (a
        language's __init__.py): these words' filters and `filters`, `context`, and
        `finish` (Renderer.finish) where given."""
        from ..render import Renderer

        more = dict(finish=finish) if finish else {}
        return Renderer(Path(module_file).resolve().parent / "templates", self.filters(**filters), context, shared=(SHARED_TEMPLATES,), **more)

    def filters(self, **more) -> dict:
        """Returns the filters of the language's templates built here, and `more`:
        `params`, `returns`, `doc`, `dims`, `array`, `array_type`, `rows`, `contract`,
        `type` (of a table's elements, a slider table's too, or of a kind) and
        `slider_small`."""
        filters = dict(params=self.params, returns=self.returns, doc=self.doc, dims=self.dims, array=self.array, array_type=self.array_type)
        filters["rows"] = self.rows  # a table of records' rows
        filters["contract"] = self.contract  # a main file's opening words on the contract
        return dict(filters, type=self.type, slider_small=self.small, **more)


def main_module(renderer, template: str, statements, sliders: Callable = lambda selection: {}) -> Callable:
    """Returns the render of a language's main file from `template` (glad2's pipeline,
    once): the lookup functions' bodies and the square helpers' as `statements` (an
    expression.StatementPrinter) prints them, the primitives' the template's own, and
    what `sliders(selection)` gives its slider section."""

    def render(selection) -> str:
        bodies = statements.bodies(selection.mapping)
        return renderer.render(template, selection, bodies=bodies, **sliders(selection))

    return render


def main_modules(words: Words, renderer: Callable, template: str, statements: Callable, sliders: Callable = lambda selection: {}) -> Callable:
    """Returns main_module's render on every board: by `renderer(words)` and
    `statements(64)` on a board of 64 squares or fewer, past 64 by those of
    `words.wide` and `statements(128)` (Rust's and Zig's u128)."""
    renders = {width: main_module(renderer(w), template, statements(width), sliders) for width, w in ((64, words), (128, words.wide))}
    return lambda selection: renders[selection.mapping.board.width](selection)


BOARD_TAG = r"_\d+x\d+(?:_\d+)?"  # what a file on another board carries in its name: _6x6, _5x5_8


def on_board(name: str, board) -> str:
    """Returns `name` (a file's, or a class's its file is named by) as it is on `board`:
    as it is on 8x8, else with the board before its suffix (bitboards_6x6.h, Bitboards_5x5_8)."""
    if board.is_default:
        return name
    stem, dot, suffix = name.partition(".")
    return f"{stem}_{board.file_tag}{dot}{suffix}"


@dataclass(frozen=True)
class OutputFile:
    """One file a language writes."""

    name: str  # "bitboards.h"
    render: Callable  # (Selection) -> the file's text
    # (Selection) -> whether the selection gets the file (bitboards_sliders.h only
    # with everything of bitboards.h it reads); every selection by default
    wanted: Callable = field(default=lambda selection: True)
    # (Selection) -> the file's name under the selection, where it follows a name the
    # options choose (C#'s file is named as its class: MyEngine.cs); None: always `name`
    named: Optional[Callable] = None
    pattern: str = ""  # a regular expression of every name `named` gives (`[A-Za-z_]\w*\.cs`)
    # whether the file holds the slider techniques apart from the language's main file
    # (C's bitboards_sliders.h), so that `list` and `show` can say where their tables are
    sliders: bool = False
    # whether the file holds the engine tables (tables.ENGINE_TABLES) and their functions
    # apart from the language's main file (C's bitboards_engine.h), so that `list` and
    # `show` can say where they are
    engine: bool = False
    # whether it is written for boards other than 8x8 too (`--board`, issue 49), their
    # tables alone (tables.BOARD_TABLES), the board in its name before the suffix
    # (bitboards_6x6.h, bitboards_5x5_8.py), so that two boards' files stand side by side
    on_boards: bool = False
    # whether it is written on boards other than 8x8 alone (Python's bitboards_sliders_6x6.py):
    # on 8x8 it is none of the language's files, and its banner names no --file for it
    boards_only: bool = False

    def file_name(self, selection) -> str:
        """Returns the name this file has under `selection`."""
        name = self.name if self.named is None else self.named(selection)
        return on_board(name, selection.mapping.board) if self.on_boards else name

    def may_be_named(self, name: str) -> bool:
        """Returns True if this file has the name `name` under some selection."""
        stem, dot, suffix = self.name.partition(".")
        tagged = self.on_boards and re.fullmatch(re.escape(stem) + BOARD_TAG + re.escape(dot + suffix), name)
        return name == self.name or bool(self.pattern and re.fullmatch(self.pattern, name)) or bool(tagged)


@dataclass(frozen=True)
class Language:
    name: str  # what --lang and `languages = [...]` take: "c"
    title: str  # for people: "C"
    files: Tuple[OutputFile, ...]
    words: Words  # how it writes types, literals, names, parameters and doc comments
    banner: str = "//"  # what the first line of every file it writes starts with: "/*"
    # (file text, its Mapping) -> Reading; raises ValueError. None: its files read by
    # `grammar` (parse.read_declared), with its element types and its names
    read: Optional[Callable[[str, object], Reading]] = None
    grammar: Optional[object] = None
    takes_prefix: bool = False  # whether --prefix names its identifiers (else it is a namespace of its own)
    prefix_help: str = ""  # what --prefix names, for the help: "PREFIX_ and prefix_ on its names"
    # what --namespace sets, for the help ("its package"); empty: the language declares
    # none, a user's import names the module
    namespace_help: str = ""
    keywords: frozenset = frozenset()  # the words a part of --namespace cannot be
    # how the language's files are laid out as a package of its ecosystem
    # (bitboard_tables.packaging.Package); None: `package` does not take the language
    package: Optional[object] = None
    widest: int = WIDTHS[-1]  # the widest bitboard it writes on another board (--board): 64 without a 128-bit integer

    def __post_init__(self):
        if self.read is None:
            object.__setattr__(self, "read", self._read_declared)

    def _read_declared(self, text: str, mapping) -> Reading:
        return read_declared(text, mapping, self.grammar, self.elements, self.names)

    @property
    def boards(self) -> bool:
        """Whether it writes boards other than 8x8 (`--board`): a file of it does."""
        return any(f.on_boards for f in self.files)

    @property
    def syntax(self) -> Syntax:
        """Brackets, comments and literals of a table initializer."""
        return self.words.syntax

    @property
    def elements(self) -> Dict[str, str]:
        """Element type (tables.U64 ...) -> the language's type."""
        return self.words.elements

    @property
    def kinds(self) -> Dict[str, str]:
        """Argument kind (functions.BITBOARD, INTEGER) -> the language's type."""
        return self.words.kinds

    def names(self, name: str) -> str:
        """Returns the name the language writes a contract name by (BEHIND, rook_attacks
        -> Behind, RookAttacks), so that a file's own names are read back."""
        return self.words.name(name)

    @property
    def file_names(self) -> Tuple[str, ...]:
        """The names of its files on 8x8 (a file written on other boards alone is none)."""
        return tuple(f.name for f in self.files if not f.boards_only)
