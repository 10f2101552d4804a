"""Routines: statements in order, for what is no expression (the packages'
self-tests: a walk along a ray, loops over squares and occupancies, checks).

A routine is a tuple of statements over the expressions of expression.py: a
local declared (`Local`) and assigned (`Assign`), a loop over 0..n-1 (`For`), a
loop while a condition holds or until a `Break` (`While`), an `If`, a `Return`,
and an `Expect`: the check that two values are equal, which fails naming what it
checked (`label`: text and values) with both values. A language prints a routine
through its expression.StatementPrinter (`print_routine`): the spellings it has
for a body (`declare`, `assign`, `if_open`, `returns`, `INDENT`, `END`,
`CLOSE`) and five more (`for_open`, `while_open`, `FOREVER`, `BREAK`, and
`expect`, which is the test framework's). `compiled` prints routines as Python
and runs them over a package's tables and functions: what proves a description
right (tests/proofs/test_selftest.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Dict, Mapping, Optional, Tuple, Union

from .expression import Arg, Expr, Op, PythonPrinter, Select, StatementPrinter, op, pext, rbit, type_of


@dataclass(frozen=True)
class Local:
    var: Arg
    value: Expr


@dataclass(frozen=True)
class Assign:
    var: Arg
    value: Expr


@dataclass(frozen=True)
class For:
    """`body` for `var` (an index) from 0 to `count` - 1."""

    var: Arg
    count: int
    body: tuple


@dataclass(frozen=True)
class While:
    """`body` while `condition` holds (None: until a Break)."""

    condition: Optional[Expr]
    body: tuple


@dataclass(frozen=True)
class DoWhile:
    """`body`, then again while `condition` holds after it: run at least once (C's
    do-while; a language without one prints a loop until a Break)."""

    body: tuple
    condition: Expr


@dataclass(frozen=True)
class Scope:
    """`body` in a block of its own, whose locals end with it."""

    body: tuple


@dataclass(frozen=True)
class Guarded:
    """`body` only in the builds that give `condition`: a language's build condition
    (C's macro, C++'s `#if` test, Rust's cfg predicate) of what it needs."""

    condition: str
    body: tuple


@dataclass(frozen=True)
class Store:
    """Entry `index` of the table `table` (its contract name) set to `value`, narrowed
    to the table's `element` where it is narrower than a bitboard."""

    table: str
    index: Expr
    value: Expr
    element: str = "u64"


@dataclass(frozen=True)
class NextSubset:
    """`var`, a subset of `mask`, set to the next subset in carry-rippler order, 0
    after the last: an Assign of `value`, which a language may print otherwise
    where it knows var lies within mask (languages/halves.py: its low half alone
    stepped, the high half only where the low one wraps)."""

    var: Arg
    mask: Expr

    @property
    def value(self) -> Expr:
        return op("and", op("sub", self.var, self.mask), self.mask)


@dataclass(frozen=True)
class Break:
    pass


@dataclass(frozen=True)
class If:
    condition: Expr
    body: tuple


@dataclass(frozen=True)
class Return:
    value: Expr


@dataclass(frozen=True)
class Named:
    """A contract name in a label, as the language names it (Between, rookAttacksMagic):
    a table's, or a function's."""

    name: str
    kind: str = "table"


@dataclass(frozen=True)
class Expect:
    """Fails unless `got` equals `want`, saying `label` (its text, its Named names and
    its values: a u64 in hex, a number in decimal), `got` and `want` (in hex where
    they are `bitboards`)."""

    got: Expr
    want: Expr
    label: Tuple[Union[str, Named, Expr], ...]
    bitboards: bool = True



def assigned(body: tuple) -> frozenset:
    """Returns the names the statements of `body` assign after declaring them."""
    names = set()
    for statement in body:
        if isinstance(statement, (Assign, NextSubset)):
            names.add(statement.var.name)
        elif isinstance(statement, (For, While, If, DoWhile, Scope, Guarded)):
            names |= assigned(statement.body)
    return frozenset(names)


# --- printing -------------------------------------------------------------------------


def print_routine(printer: StatementPrinter, params: Tuple[Arg, ...], body: tuple) -> str:
    """Returns the statements of `body` in `printer`'s language, one a line, each
    indented one level (the block of the function or test they are the body of)."""
    printer._lines, printer._scopes = [], [{p.name: p.type for p in params}]
    printer.reassigned = assigned(body)
    _print(printer, body)
    return "\n".join(printer._lines)


def _print(printer: StatementPrinter, body: tuple) -> None:
    line = printer._line
    for statement in body:
        if isinstance(statement, Local):
            line(printer.declare(printer._name(statement.var), statement.var.type, statement.value))
            printer._scopes[-1][statement.var.name] = statement.var.type
        elif isinstance(statement, Assign):
            line(printer.assign(printer._name(statement.var), statement.value))
        elif isinstance(statement, NextSubset):
            line(printer.next_subset(printer._name(statement.var), statement))
        elif isinstance(statement, Return):
            line(printer.printer.bare(statement.value) if printer.TAIL else printer.returns(statement.value), end=not printer.TAIL)
        elif isinstance(statement, Break):
            line(printer.BREAK)
        elif isinstance(statement, Expect):
            for text in printer.expect(statement):  # its lines after the first indented by the language
                line(text, end=False)
        elif isinstance(statement, Store):
            line(printer.store(statement))
        elif isinstance(statement, Guarded):
            _guarded(printer, statement)
        elif isinstance(statement, Scope):  # in a language without blocks, the statements alone
            _block(printer, printer.SCOPE, statement.body, {}) if printer.SCOPE else _print(printer, statement.body)
        elif isinstance(statement, DoWhile):
            if printer.DO:
                _block(printer, printer.DO, statement.body, {}, printer.do_close(statement.condition))
            else:  # a loop until a Break, the test after the body
                _block(printer, printer.FOREVER, statement.body + (If(negated(statement.condition), (Break(),)),), {})
        elif isinstance(statement, If) and printer.SHORT_IF and len(statement.body) == 1 and isinstance(statement.body[0], (Store, Assign, Break)):
            _print(printer, statement.body)  # its one statement, then its if put before it: `if (c) x = y;`
            last = printer._lines[-1]
            printer._lines[-1] = f"{last[: len(last) - len(last.lstrip())]}{printer.if_open(statement.condition).removesuffix(' {')} {last.lstrip()}"
        else:
            if isinstance(statement, For):
                head = printer.for_open(printer._name(statement.var), statement.count)
            elif isinstance(statement, While):
                head = printer.FOREVER if statement.condition is None else printer.while_open(statement.condition)
            else:
                head = printer.if_open(statement.condition)
            line(head, end=False)
            printer._scopes.append({statement.var.name: statement.var.type} if isinstance(statement, For) else {})
            _print(printer, statement.body)
            printer._scopes.pop()
            if printer.CLOSE:
                line(printer.CLOSE, end=False)


def _block(printer: StatementPrinter, head: str, body: tuple, scope: dict, close: Optional[str] = None) -> None:
    """Prints `body` as a block one level deeper after `head` (none where "": a
    language of indentation), closed by `close` (the language's CLOSE by default)."""
    if head:
        printer._line(head, end=False)
    printer._scopes.append(scope)
    _print(printer, body)
    printer._scopes.pop()
    close = printer.CLOSE if close is None else close
    if close:
        printer._line(close, end=False)


def _guarded(printer: StatementPrinter, statement: Guarded) -> None:
    """Prints a Guarded's body between the language's lines of its condition
    (`guard`; at the margin where GUARD_AT_MARGIN: a preprocessor's), in the same
    block: what it declares outlives the guard, as C's preprocessor has it."""
    opening, closing = printer.guard(statement.condition)
    for text in (opening, None, closing):
        if text is None:
            _print(printer, statement.body)
        elif printer.GUARD_AT_MARGIN:
            printer._lines.append(text)
        elif text:
            printer._line(text, end=False)


NEGATED = {"ne": "eq", "eq": "ne", "lt": "ge", "ge": "lt"}


def negated(condition: Expr) -> Expr:
    """Returns the comparison `condition` (ne, eq, lt, ge) negated."""
    return Op(NEGATED[condition.op], condition.args)


def labelled(printer, expect: Expect, number: Callable[[str], str], hexa: Callable[[str], str], text=lambda t: t):
    """Returns (the text of "LABEL = GOT, want WANT", with each value's placeholder,
    the values printed): `number(v)` or `hexa(v)` of a value by its type (got and
    want by `expect.bitboards`), `text(t)` of the label's text escaped."""
    words, values = [], []
    for part in expect.label + (" = ", expect.got, ", want ", expect.want):
        if isinstance(part, str):
            words.append(text(part))
        elif isinstance(part, Named):  # as the language names it, without the scope of the package's names
            words.append(text(getattr(printer, "unscoped", {}).get(part.kind, getattr(printer, part.kind))(part.name)))
        else:
            values.append(printer.bare(part))
            bitboard = expect.bitboards if part in (expect.got, expect.want) else type_of(part) == "u64"
            words.append((hexa if bitboard else number)(values[-1]))
    return "".join(words), values


# --- meaning --------------------------------------------------------------------------


class PythonRoutines(StatementPrinter):
    """Prints a routine as Python over ints (expression.PythonPrinter: the u64
    arithmetic wrapped at 64 bits, so never compounded), an Expect raising
    AssertionError (`FAIL`): what `compiled` runs, and the Python package's
    self-test (with unittest's fail); and a lookup function's body (bitboards.py's):
    `if c:` / `else:` closed by the indentation, `while bits:`, a local assigned
    before its if (Python declares none)."""

    INDENT, CLOSE, ELSE, FOREVER, BREAK, BLOCK = "    ", "", "else:", "while True:", "break", "{} {}:"
    DO = SCOPE = ""  # a loop until a break; no block of its own
    COMPOUND = ("and", "or", "xor", "add_int")
    FAIL = ('raise AssertionError(f"{0}")',)  # the message an f-string of the values
    NUMBER, HEXA, ESCAPE = "{{{}}}", "{{{}:#018x}}", {"{": "{{", "}": "}}"}
    FOR = "for {0} in range({1}):"

    def __init__(self, printer=None):
        super().__init__(printer or PythonPrinter())

    def declare(self, name, type, value):
        return f"{name} = {self.printer.bare(value)}"

    def loop_open(self, bits):
        return f"while {bits}:"

    def _emit(self, expr, sink, later):
        if isinstance(expr, Select) and sink[0] == "return":  # no else after a return
            self._line(self.if_open(expr.condition), end=False)
            self._block(expr.then, sink, later)
            return self._emit(expr.otherwise, sink, later)
        if isinstance(expr, Select) and sink[0] == "declare":  # Python declares nothing before the if
            self._scopes[-1][sink[1].name] = sink[1].type
            sink = ("assign", sink[1])
        super()._emit(expr, sink, later)



def compiled(routines: Mapping[str, Tuple[Tuple[Arg, ...], tuple]], tables: Mapping[str, tuple], functions: Mapping[str, Callable], width: int = 64) -> Dict[str, Callable]:
    """Returns {name: a Python function} of `routines` ({name: (params, body)}), which
    read `tables` and call `functions` and each other, their bitboards `width` bits
    wide (a board's 128)."""
    printer, text = PythonRoutines(), []
    printer.printer.MASK = str((1 << width) - 1)
    for name, (params, body) in routines.items():
        text += [f"def {name}({', '.join(p.name for p in params)}):", print_routine(printer, params, body)]
    names = dict(tables, **functions, pext=pext, rbit=lambda value: rbit(value, width))
    exec("\n".join(text), names)  # noqa: S102 (our own text)
    return {name: names[name] for name in routines}
