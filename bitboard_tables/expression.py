"""The language-neutral expressions slider lookups are written in, and their meaning.

A technique's lookup is one expression tree over a few primitives (the ones every
language prints: `Printer` below). The generator evaluates the same tree
(`evaluate`) to build a technique's tables and to check them, so an index formula
is written once, here and in `techniques.py`, and every language only prints it.

Values are 64-bit unsigned: `mul`, `add`, `sub`, `shl` and `not` wrap modulo
2**64. An expression's type is "u64" (a bitboard or a 64-bit number), an element
type of the table it reads ("u32", "u16", "u8": widened where it meets a u64), or
"index" (a table position, the language's array index type).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Dict, Iterator, Mapping, Optional, Tuple

M64 = (1 << 64) - 1


class Expr:
    """An expression node; the subclasses below are the whole language."""

    def children(self) -> Tuple["Expr", ...]:
        return ()


@dataclass(frozen=True)
class Arg(Expr):
    """A parameter of the function being printed: `occ` (u64), `sq` (index), or one of
    a helper's own."""

    name: str
    type: str = "u64"


@dataclass(frozen=True)
class Const(Expr):
    value: int


@dataclass(frozen=True)
class Read(Expr):
    """The entry `index` of a table of the technique (or of the main module), by its
    name without prefix."""

    table: str
    index: Expr
    element: str = "u64"  # the table's element type

    def children(self):
        return (self.index,)


@dataclass(frozen=True)
class Read2(Expr):
    """The entry [row][col] of a table of two dimensions of the main module
    (FIRST_RANK_ATTACKS[occ6][file])."""

    table: str
    row: Expr
    col: Expr
    element: str = "u64"

    def children(self):
        return (self.row, self.col)


@dataclass(frozen=True)
class Call(Expr):
    """A call of a function of the main module (`rank_attacks(occ, sq)`), or of a
    helper the technique defines (`hyperbola_line`), by its name without prefix."""

    function: str
    args: Tuple[Expr, ...]

    def children(self):
        return self.args


@dataclass(frozen=True)
class Name(Expr):
    """A constant of the main module's enumerations (`EAST`), by its name without prefix."""

    name: str
    value: int


# op -> (arity, result type); the operands of every op but `bit` and `index` are u64
OPS = {
    "and": (2, "u64"),
    "or": (2, "u64"),
    "xor": (2, "u64"),
    "not": (1, "u64"),
    "add": (2, "u64"),
    "sub": (2, "u64"),
    "mul": (2, "u64"),  # wrapping
    "shr": (2, "u64"),  # the shift amount any integer type, 0..63
    "shl": (2, "u64"),
    "bswap": (1, "u64"),
    "pext": (2, "u64"),
    "pdep": (2, "u64"),
    "bit": (1, "u64"),  # 1 << an index
    "u64": (1, "u64"),  # a table's narrower element, widened
    "index": (1, "index"),  # a u64 (or a table's offset) as a table position
    "add_index": (2, "index"),  # index + index
    "xor_index": (2, "index"),  # index ^ constant: sq ^ 56, the square in the swapped board
    "and_index": (2, "index"),  # index & constant: sq & 56, the first square of sq's byte
    "or_index": (2, "index"),  # index | constant
}


@dataclass(frozen=True)
class Op(Expr):
    op: str
    args: Tuple[Expr, ...]

    def __post_init__(self):
        arity, _ = OPS[self.op]
        if len(self.args) != arity:
            raise ValueError(f"{self.op} takes {arity} operands, not {len(self.args)}")

    def children(self):
        return self.args


def op(name: str, *args: Expr) -> Op:
    return Op(name, tuple(args))


OCC = Arg("occ")
SQ = Arg("sq", "index")


def type_of(expr: Expr) -> str:
    """Returns the type of `expr`: "u64", "index", or a table's element type."""
    if isinstance(expr, Arg):
        return expr.type
    if isinstance(expr, (Read, Read2)):
        return expr.element
    if isinstance(expr, Op):
        return OPS[expr.op][1]
    if isinstance(expr, Const):
        return "u64"
    return "u64"


def walk(expr: Expr) -> Iterator[Expr]:
    """Yields `expr` and every node below it, parents first."""
    yield expr
    for child in expr.children():
        yield from walk(child)


def reads(expr: Expr) -> Tuple[str, ...]:
    """Returns the names of the tables `expr` reads, in order of first reading."""
    return tuple(dict.fromkeys(n.table for n in walk(expr) if isinstance(n, (Read, Read2))))


def calls(expr: Expr) -> Tuple[str, ...]:
    """Returns the names of the functions `expr` calls, in order of first call."""
    return tuple(dict.fromkeys(n.function for n in walk(expr) if isinstance(n, Call)))


# --- meaning ----------------------------------------------------------------------


def pext(value: int, mask: int) -> int:
    """Returns the bits of `value` at the squares of `mask`, packed from bit 0 in
    increasing order of square."""
    out, k = 0, 0
    while mask:
        low = mask & -mask
        if value & low:
            out |= 1 << k
        k += 1
        mask ^= low
    return out


def pdep(value: int, mask: int) -> int:
    """Returns bit k of `value` put at the k-th lowest square of `mask`, for each k."""
    out, k = 0, 0
    while mask:
        low = mask & -mask
        if value >> k & 1:
            out |= low
        k += 1
        mask ^= low
    return out


def bswap(value: int) -> int:
    """Returns the eight bytes of `value` in reverse order."""
    return int.from_bytes(value.to_bytes(8, "little"), "big")


_EVAL: Dict[str, Callable[..., int]] = {
    "and": lambda a, b: a & b,
    "or": lambda a, b: a | b,
    "xor": lambda a, b: a ^ b,
    "not": lambda a: ~a & M64,
    "add": lambda a, b: (a + b) & M64,
    "sub": lambda a, b: (a - b) & M64,
    "mul": lambda a, b: (a * b) & M64,
    "shr": lambda a, b: a >> b,
    "shl": lambda a, b: (a << b) & M64,
    "bswap": bswap,
    "pext": pext,
    "pdep": pdep,
    "bit": lambda a: 1 << a,
    "u64": lambda a: a,
    "index": lambda a: a,
    "add_index": lambda a, b: a + b,
    "xor_index": lambda a, b: a ^ b,
    "and_index": lambda a, b: a & b,
    "or_index": lambda a, b: a | b,
}


@dataclass(frozen=True)
class Environment:
    """What an expression is evaluated against: the arguments, the tables it reads
    ({name: values}, a table of two dimensions as rows), and the functions it calls
    ({name: Python function})."""

    args: Mapping[str, int]
    tables: Mapping[str, tuple]
    functions: Mapping[str, Callable[..., int]]


def evaluate(expr: Expr, env: Environment) -> int:
    """Returns the value of `expr` in `env`; raises KeyError for a table, argument or
    function it lacks, IndexError for a read outside a table."""
    if isinstance(expr, Arg):
        return env.args[expr.name]
    if isinstance(expr, (Const, Name)):
        return expr.value
    if isinstance(expr, Read):
        return env.tables[expr.table][evaluate(expr.index, env)]
    if isinstance(expr, Read2):
        return env.tables[expr.table][evaluate(expr.row, env)][evaluate(expr.col, env)]
    if isinstance(expr, Call):
        return env.functions[expr.function](*(evaluate(a, env) for a in expr.args))
    return _EVAL[expr.op](*(evaluate(a, env) for a in expr.args))


# --- printing -----------------------------------------------------------------------


class Printer:
    """Prints an expression in one language. A language's printer overrides the
    primitives its syntax writes otherwise; each returns a parenthesized (or atomic)
    text, so that any result can stand as an operand.

    `table` names a table (prefix and all), `function` a function or helper, `name` an
    enumeration constant: each language's own naming."""

    INFIX = {"and": "&", "or": "|", "xor": "^", "add": "+", "sub": "-", "mul": "*", "shr": ">>", "shl": "<<"}
    INDEX_INFIX = {"add_index": "+", "xor_index": "^", "and_index": "&", "or_index": "|"}

    def table(self, name: str) -> str:
        return name

    def function(self, name: str) -> str:
        return name

    def name(self, name: str) -> str:
        return name

    def arg(self, name: str) -> str:
        return name

    ASSOCIATIVE = ("and", "or", "xor", "add", "mul")

    def const(self, value: int) -> str:
        return str(value)

    def operand(self, op: str, child: Expr) -> str:
        """Returns `child` printed as an operand of `op`: bare where both are the same
        associative op (a | b | c), else parenthesized."""
        if isinstance(child, Op) and child.op == op and op in self.ASSOCIATIVE:
            return self.bare(child)
        return self(child)

    def infix(self, op: str, a: Expr, b: Expr) -> str:
        return f"({self.operand(op, a)} {self.INFIX[op]} {self.operand(op, b)})"

    def index_infix(self, op: str, a: Expr, b: Expr) -> str:
        return f"({self(a)} {self.INDEX_INFIX[op]} {self(b)})"

    def unary(self, op: str, a: Expr) -> str:
        raise NotImplementedError(op)

    def read(self, expr: Read) -> str:
        return f"{self.table(expr.table)}[{self.bare(expr.index)}]"

    def read2(self, expr: Read2) -> str:
        return f"{self.table(expr.table)}[{self.bare(expr.row)}][{self.bare(expr.col)}]"

    def call(self, expr: Call) -> str:
        return f"{self.function(expr.function)}({', '.join(self.bare(a) for a in expr.args)})"

    def bare(self, expr: Expr) -> str:
        """Returns `expr` printed without its outer parentheses, for an argument or an
        array index."""
        text = self(expr)
        if text.startswith("(") and text.endswith(")") and _balanced(text[1:-1]):
            return text[1:-1]
        return text

    def __call__(self, expr: Expr) -> str:
        if isinstance(expr, Arg):
            return self.arg(expr.name)
        if isinstance(expr, Const):
            return self.const(expr.value)
        if isinstance(expr, Name):
            return self.name(expr.name)
        if isinstance(expr, Read):
            return self.read(expr)
        if isinstance(expr, Read2):
            return self.read2(expr)
        if isinstance(expr, Call):
            return self.call(expr)
        if expr.op in self.INFIX:
            return self.infix(expr.op, *expr.args)
        if expr.op in self.INDEX_INFIX:
            return self.index_infix(expr.op, *expr.args)
        return self.unary(expr.op, *expr.args) if len(expr.args) == 1 else self.binary(expr.op, *expr.args)

    def binary(self, op: str, a: Expr, b: Expr) -> str:
        raise NotImplementedError(op)


def _balanced(text: str) -> bool:
    """Returns True if every parenthesis of `text` closes within it, in order."""
    depth = 0
    for ch in text:
        depth += (ch == "(") - (ch == ")")
        if depth < 0:
            return False
    return depth == 0


class PythonPrinter(Printer):
    """Prints an expression as Python over ints, wrapping at 64 bits: what `compiled`
    runs. Tables are read as the globals of their names, functions likewise."""

    WRAPPING = ("add", "sub", "mul", "shl")
    MASK = str(M64)  # the 64-bit mask as printed

    def __call__(self, expr):
        return str(expr.value) if isinstance(expr, Name) else super().__call__(expr)

    def infix(self, op, a, b):
        text = f"({self(a)} {self.INFIX[op]} {self(b)})"
        return f"({text} & {self.MASK})" if op in self.WRAPPING else text

    def unary(self, op, a):
        if op == "not":
            return f"({self(a)} ^ {self.MASK})"
        if op == "bit":
            return f"(1 << {self(a)})"
        if op in ("u64", "index"):
            return self(a)
        return f"{op}({self.bare(a)})"  # bswap

    def binary(self, op, a, b):
        return f"{op}({self.bare(a)}, {self.bare(b)})"  # pext, pdep


def compiled(params: Tuple[str, ...], expr: Expr, tables: Mapping[str, tuple], functions: Mapping[str, Callable[..., int]]):
    """Returns a Python function of `params` computing `expr`, reading `tables` and
    calling `functions`: `evaluate`'s meaning, at the speed of Python bytecode (a
    table is built by millions of evaluations)."""
    names = dict(tables, **functions, bswap=bswap, pext=pext, pdep=pdep)
    return eval(f"lambda {', '.join(params)}: {PythonPrinter().bare(expr)}", names)  # noqa: S307 (our own text)


def substitute(expr: Expr, values: Mapping[str, Expr]) -> Expr:
    """Returns `expr` with each `Arg` named in `values` replaced by its expression."""
    return _rewrite(expr, lambda e: values.get(e.name) if isinstance(e, Arg) else None)


def replace(expr: Expr, old: Expr, new: Expr) -> Expr:
    """Returns `expr` with every subexpression equal to `old` replaced by `new`."""
    return _rewrite(expr, lambda e: new if e == old else None)


def _rewrite(expr: Expr, swap: Callable[[Expr], Optional[Expr]]) -> Expr:
    """Returns `expr` with each subexpression for which `swap` gives an expression
    replaced by it (its own subexpressions left unvisited), and rebuilt above them."""
    swapped = swap(expr)
    if swapped is not None:
        return swapped
    if isinstance(expr, Read):
        return Read(expr.table, _rewrite(expr.index, swap), expr.element)
    if isinstance(expr, Read2):
        return Read2(expr.table, _rewrite(expr.row, swap), _rewrite(expr.col, swap), expr.element)
    if isinstance(expr, Call):
        return Call(expr.function, tuple(_rewrite(a, swap) for a in expr.args))
    if isinstance(expr, Op):
        return Op(expr.op, tuple(_rewrite(a, swap) for a in expr.args))
    return expr
