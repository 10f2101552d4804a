"""The language-neutral expressions slider lookups and lookup function bodies are
written in, and their meaning.

A technique's lookup is one expression tree over a few primitives (the ones every
language prints: `Printer` below). The generator evaluates the same tree
(`evaluate`) to build a technique's tables and to check them, so an index formula
is written once, here and in `sliders/techniques.py`, and every language only
prints it. The lookup functions' bodies (`function_bodies.py`) are trees of the
same language, with three node kinds more that a body needs and a lookup does
not: `Let` (a name bound to a value), `Select` (one of two values by a
comparison: the shift of a direction by its sign) and `FoldBits` (a value
carried through the set bits of a bitboard, lowest first: the loop of
blockers-and-beyond and of the pins). An expression printer (`Printer`) writes
an expression; a body's three statement nodes are written as statements by
`StatementPrinter`, which a language specializes by its spellings.

Values are unsigned bitboards of the environment's width (64 unless said
otherwise: `Environment.width`): `mul`, `add`, `sub`, `shl` and `not` wrap
modulo 2**width. An expression's type is "u64" (a bitboard or a number of the
bitboard's width), an element type of the table it reads ("u32", "u16", "u8":
widened where it meets a u64; "int", a signed number such as a direction's
shift), "index" (a table position, the language's array index type), or "bool"
(a comparison, which only `Select` reads). The 32-bit magic index computes on
32-bit words ("u32"): a bitboard's halves (`lo32`, `hi32`), their product
wrapping modulo 2**32 (`mul32`), xor and shifts (`xor32`, `shr32`, `shl32`), printed only
by the languages whose capabilities say "mul32" (and the line lookups on 32-bit words).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Dict, Iterator, Mapping, NamedTuple, Optional, Tuple

M64 = (1 << 64) - 1
M32 = (1 << 32) - 1


class Expr:
    """An expression node; the subclasses below are the whole language."""

    def children(self) -> Tuple["Expr", ...]:
        return ()


@dataclass(frozen=True)
class Arg(Expr):
    """A parameter of the function being printed: `occ` (u64), `sq` (index), or one of
    a helper's own; or a name a `Let` or a `FoldBits` binds."""

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


@dataclass(frozen=True)
class Formula(Expr):
    """A square helper's formula as text (function_bodies.square_formulas), which the
    language's printer spells (`Printer.formula`): it stands only as a body's value."""

    text: str


# op -> (arity, result type); the operands of every op but `bit`, `index` and the
# 32-bit ones are u64
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
    "rbit": (1, "u64"),  # the bitboard's bits in reverse order: square s to s ^ 63 (width - 1 on a board's)
    "pext": (2, "u64"),
    "pdep": (2, "u64"),
    # 32-bit words (the 32-bit magic index): a bitboard's low and high halves, and the
    # wrapping product, the xor and the shift right of two words
    "lo32": (1, "u32"),
    "hi32": (1, "u32"),
    "mul32": (2, "u32"),  # wrapping at 32 bits
    "xor32": (2, "u32"),
    "shr32": (2, "u32"),  # the shift amount any integer type, 0..31
    "shl32": (2, "u32"),  # wrapping at 32 bits (the a-file lookup on 32-bit words)
    # the low and high 64-bit words of a 128-bit bitboard (a board's two-pext PEXT index)
    "lo64": (1, "u64"),
    "hi64": (1, "u64"),
    "bit": (1, "u64"),  # 1 << an index
    "u64": (1, "u64"),  # a table's narrower element, widened
    "index": (1, "index"),  # a u64 (or a table's offset) as a table position
    "add_index": (2, "index"),  # index + index
    "xor_index": (2, "index"),  # index ^ constant: sq ^ 56, the square in the swapped board
    "and_index": (2, "index"),  # index & constant: sq & 56, the first square of sq's byte
    "or_index": (2, "index"),  # index | constant
    "shr_index": (2, "index"),  # index >> constant: sq >> 3, the byte of sq
    "shl_index": (2, "index"),  # index << constant: kind << 6, the first of a piece kind's 64 Polyglot keys
    "mod_index": (2, "index"),  # index % constant: sq % 10, a square's position in a row of 10 bits (a board's)
    "div_index": (2, "index"),  # index / constant, rounded down: sq / 10, its row
    "sub_index": (2, "index"),  # constant - index: 9 - file, a descending coordinate on a board of 10 files
    "neg": (1, "int"),  # -int: the amount of a shift whose sign is negative
    "mul_int": (2, "int"),  # constant * int: 2 * shift, a Kogge-Stone doubling
    "gt": (2, "bool"),  # int > int
    # what a routine's statements (statements.py) need besides: the sum of two signed
    # numbers, a position as a signed number, comparisons and their conjunction
    "add_int": (2, "int"),
    "int": (1, "int"),
    "ne": (2, "bool"),
    "eq": (2, "bool"),
    "lt": (2, "bool"),
    "ge": (2, "bool"),
    "both": (2, "bool"),
    "either": (2, "bool"),  # the disjunction (the fast piece_attacks: piece < BISHOP or piece == KING)
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


@dataclass(frozen=True)
class Let(Expr):
    """`body` with `var` bound to the value of `value` (printed as a local variable;
    a `var` of a name already bound rebinds it, as an assignment would)."""

    var: Arg
    value: Expr
    body: Expr

    def children(self):
        return (self.value, self.body)


@dataclass(frozen=True)
class Select(Expr):
    """`then` where `condition` (a "bool") holds, else `otherwise`; only the chosen
    one is evaluated (printed as `c ? a : b`, or as an if-else)."""

    condition: Expr
    then: Expr
    otherwise: Expr

    def children(self):
        return (self.condition, self.then, self.otherwise)


@dataclass(frozen=True)
class FoldBits(Expr):
    """A value carried through the set bits of `source`, lowest first: `acc` starts
    as `init`, and for each set bit, with `square` bound to its index (the
    platform's bit scan, `BIT_SCAN`) and `bits` to the bits not yet visited (that
    one included), `acc` becomes `step`; the value is the last `acc` (`init` when
    `source` is 0). Printed as a loop that clears the lowest bit of `bits` each turn."""

    source: Expr
    bits: Arg
    square: Arg
    acc: Arg
    init: Expr
    step: Expr

    def children(self):
        return (self.source, self.init, self.step)


BIT_SCAN = "lsb"  # the platform's function a FoldBits calls for the index of the lowest set bit


def let(name: str, value: Expr, body: Callable[[Arg], Expr]) -> Let:
    """Returns `body(var)` with `var`, an `Arg` named `name` of `value`'s type, bound
    to `value`."""
    var = Arg(name, type_of(value))
    return Let(var, value, body(var))


def fold_bits(source: Expr, bits: str, square: str, acc: str, init: Expr, step: Callable[[Arg, Arg], Expr]) -> FoldBits:
    """Returns the FoldBits of `source` whose step is `step(acc, square)`, its names
    `bits`, `square` and `acc` (`acc` of `init`'s type)."""
    acc_var, square_var = Arg(acc, type_of(init)), Arg(square, "index")
    return FoldBits(source, Arg(bits, type_of(source)), square_var, acc_var, init, step(acc_var, square_var))


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
    if isinstance(expr, Let):
        return type_of(expr.body)
    if isinstance(expr, Select):
        return type_of(expr.then)
    if isinstance(expr, FoldBits):
        return expr.acc.type
    if isinstance(expr, Formula):  # a square or a coordinate
        return "index"
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
    """Returns the names of the functions `expr` calls, in order of first call: its
    `Call`s, and the bit scan (`BIT_SCAN`) where it folds over set bits."""
    names = (n.function if isinstance(n, Call) else BIT_SCAN for n in walk(expr) if isinstance(n, (Call, FoldBits)))
    return tuple(dict.fromkeys(names))


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


def rbit(value: int, width: int = 64) -> int:
    """Returns the `width` bits of `value` in reverse order (bit s to bit width - 1 - s)."""
    return int(format(value, f"0{width}b")[::-1], 2)


# the operations that wrap: their value is taken modulo 2**width (`Environment.mask`)
_WRAPPING: Dict[str, Callable[..., int]] = {
    "not": lambda a: ~a,
    "add": lambda a, b: a + b,
    "sub": lambda a, b: a - b,
    "mul": lambda a, b: a * b,
    "shl": lambda a, b: a << b,
}
_EVAL: Dict[str, Callable[..., int]] = {
    "and": lambda a, b: a & b,
    "or": lambda a, b: a | b,
    "xor": lambda a, b: a ^ b,
    "shr": lambda a, b: a >> b,
    "bswap": bswap,
    "pext": pext,
    "pdep": pdep,
    "lo32": lambda a: a & M32,
    "hi32": lambda a: a >> 32,
    "mul32": lambda a, b: a * b & M32,
    "xor32": lambda a, b: a ^ b,
    "shr32": lambda a, b: a >> b,
    "shl32": lambda a, b: a << b & M32,
    "lo64": lambda a: a & M64,
    "hi64": lambda a: a >> 64,
    "bit": lambda a: 1 << a,
    "u64": lambda a: a,
    "index": lambda a: a,
    "add_index": lambda a, b: a + b,
    "xor_index": lambda a, b: a ^ b,
    "and_index": lambda a, b: a & b,
    "or_index": lambda a, b: a | b,
    "shr_index": lambda a, b: a >> b,
    "shl_index": lambda a, b: a << b,
    "mod_index": lambda a, b: a % b,
    "div_index": lambda a, b: a // b,
    "sub_index": lambda a, b: a - b,
    "neg": lambda a: -a,
    "mul_int": lambda a, b: a * b,
    "gt": lambda a, b: a > b,
    "add_int": lambda a, b: a + b,
    "int": lambda a: a,
    "ne": lambda a, b: a != b,
    "eq": lambda a, b: a == b,
    "lt": lambda a, b: a < b,
    "ge": lambda a, b: a >= b,
    "both": lambda a, b: a and b,
    "either": lambda a, b: a or b,
}


def _swap_fields(b: Expr, shift: int, mask: int) -> Expr:
    """Returns ((b >> shift) & mask) | ((b & mask) << shift): each pair of neighbouring
    `shift`-bit fields of b swapped."""
    return op("or", op("and", op("shr", b, Const(shift)), Const(mask)), op("shl", op("and", b, Const(mask)), Const(shift)))


# A byte swap and a bit reversal by shifts and masks, of the argument `b`, for a
# platform without the instruction (C's and C++'s portable paths): the bytes' halves
# swapped, then the halves'; the bit reversal swaps the bits, the pairs and the nibbles
# of each byte, then its bytes; the count of set bits (C++'s portable popcount; C's
# writes the same) each pair's count, each nibble's, each byte's, then their sum in the
# top byte by one product. Evaluated against bswap, rbit and a count in
# tests/proofs/test_function_bodies.py.
PORTABLE = {
    "bswap": let("b", _swap_fields(Arg("b"), 8, 0x00FF00FF00FF00FF), lambda b: let(
        "b", _swap_fields(b, 16, 0x0000FFFF0000FFFF), lambda b: op("or", op("shr", b, Const(32)), op("shl", b, Const(32))))),
    "rbit": let("b", _swap_fields(Arg("b"), 1, 0x5555555555555555), lambda b: let(
        "b", _swap_fields(b, 2, 0x3333333333333333), lambda b: let("b", _swap_fields(b, 4, 0x0F0F0F0F0F0F0F0F), lambda b: op("bswap", b)))),
    "popcount": let("b", op("sub", Arg("b"), op("and", op("shr", Arg("b"), Const(1)), Const(0x5555555555555555))), lambda b: let(
        "b", op("add", op("and", b, Const(0x3333333333333333)), op("and", op("shr", b, Const(2)), Const(0x3333333333333333))), lambda b: let(
            "b", op("and", op("add", b, op("shr", b, Const(4))), Const(0x0F0F0F0F0F0F0F0F)),
            lambda b: op("int", op("shr", op("mul", b, Const(0x0101010101010101)), Const(56)))))),
}


class Environment(NamedTuple):
    """What an expression is evaluated against: the arguments, the tables it reads
    ({name: values}, a table of two dimensions as rows), the functions it calls
    ({name: Python function}), and the bitboard's width in bits. (A named tuple: a
    body's every Let and loop turn makes one.)"""

    args: Mapping[str, int]
    tables: Mapping[str, tuple]
    functions: Mapping[str, Callable[..., int]]
    width: int = 64

    @property
    def mask(self) -> int:
        """Returns the bitboard of every bit: 2**width - 1."""
        return (1 << self.width) - 1

    def binding(self, values: Mapping[str, int]) -> "Environment":
        """Returns this environment with the arguments of `values` added (or rebound)."""
        return Environment({**self.args, **values}, self.tables, self.functions, self.width)


def evaluate(expr: Expr, env: Environment) -> int:
    """Returns the value of `expr` in `env`; raises KeyError for a table, argument or
    function it lacks, IndexError for a read outside a table."""
    return evaluator(expr)(env)


_KEPT: Dict[int, Tuple[Expr, Callable[[Environment], int]]] = {}  # id -> (expr, its evaluator)
KEPT_EVALUATORS = 4096  # the trees whose evaluators are kept; beyond it all are dropped


def evaluator(expr: Expr) -> Callable[[Environment], int]:
    """Returns the function of an environment that `evaluate(expr, env)` is: the tree
    turned once into nested Python closures, each node's meaning below, so that a
    tree evaluated many times (a body over a whole query domain) is walked once. The
    evaluators of the last KEPT_EVALUATORS trees asked are kept (each tree with it,
    so that its id is not reused)."""
    kept = _KEPT.get(id(expr))
    if kept is not None and kept[0] is expr:
        return kept[1]
    if len(_KEPT) >= KEPT_EVALUATORS:
        _KEPT.clear()
    made = _of(expr)
    _KEPT[id(expr)] = (expr, made)
    return made


def _op(expr: Op) -> Callable[[Environment], int]:
    operands = tuple(_of(a) for a in expr.args)
    if expr.op == "rbit":  # the environment's width reversed
        (a,) = operands
        return lambda env: rbit(a(env), env.width)
    wraps = expr.op in _WRAPPING
    f = _WRAPPING[expr.op] if wraps else _EVAL[expr.op]
    if len(operands) == 1:
        (a,) = operands
        return (lambda env: f(a(env)) & env.mask) if wraps else lambda env: f(a(env))
    a, b = operands
    return (lambda env: f(a(env), b(env)) & env.mask) if wraps else lambda env: f(a(env), b(env))


def _fold_bits(expr: FoldBits) -> Callable[[Environment], int]:
    """The FoldBits `expr`: its `step` applied for each set bit of its `source`,
    lowest first, from its `init`."""
    source, init, step = (_of(e) for e in (expr.source, expr.init, expr.step))
    names = (expr.bits.name, expr.square.name, expr.acc.name)

    def fold(env: Environment) -> int:
        bits, acc = source(env), init(env)
        while bits:
            square = (bits & -bits).bit_length() - 1
            acc = step(env.binding(dict(zip(names, (bits, square, acc)))))
            bits &= bits - 1
        return acc

    return fold


def _of(expr: Expr) -> Callable[[Environment], int]:
    """Returns the evaluator of `expr`, made afresh (of a subtree: its tree keeps it)."""
    return _EVALUATORS[type(expr)](expr)


def _refused(kind: type):
    """The maker of a Formula's evaluator: text a printer spells, no value here."""

    def fails(env: Environment) -> int:
        raise TypeError(f"a {kind.__name__} has no value to evaluate")

    return lambda expr: fails


class _Evaluators(dict):
    """{node type: the maker of its evaluator}: each kind of node's meaning, found by
    its type (a subclass of a kind, two_words.Wide of Const, is found by its base)."""

    def __missing__(self, kind: type):
        base = next((b for b in kind.__mro__[1:] if b in self), None)
        self[kind] = _refused(kind) if base is None else self[base]
        return self[kind]


def _value(expr) -> Callable[[Environment], int]:
    value = expr.value
    return lambda env: value


def _arg(name: str) -> Callable[[Environment], int]:
    return lambda env: env.args[name]


def _call(name: str, args) -> Callable[[Environment], int]:
    return lambda env: env.functions[name](*(a(env) for a in args))


def _let(name: str, value, body) -> Callable[[Environment], int]:
    return lambda env: body(env.binding({name: value(env)}))


def _select(condition, then, otherwise) -> Callable[[Environment], int]:
    return lambda env: then(env) if condition(env) else otherwise(env)


def _read(table: str, index) -> Callable[[Environment], int]:
    return lambda env: env.tables[table][index(env)]


def _read2(table: str, row, col) -> Callable[[Environment], int]:
    return lambda env: env.tables[table][row(env)][col(env)]


_EVALUATORS = _Evaluators({
    Arg: lambda expr: _arg(expr.name),
    Const: _value,
    Name: _value,
    Read: lambda expr: _read(expr.table, _of(expr.index)),
    Read2: lambda expr: _read2(expr.table, _of(expr.row), _of(expr.col)),
    Call: lambda expr: _call(expr.function, tuple(_of(a) for a in expr.args)),
    Let: lambda expr: _let(expr.var.name, _of(expr.value), _of(expr.body)),
    Select: lambda expr: _select(*(_of(e) for e in expr.children())),
    FoldBits: _fold_bits,
    Op: _op,
})


# --- printing -----------------------------------------------------------------------


class Printer:
    """Prints an expression in one language. A language's printer overrides the
    primitives its syntax writes otherwise; each returns a parenthesized (or atomic)
    text, so that any result can stand as an operand.

    `table` names a table (prefix and all), `function` a function or helper, `name` an
    enumeration constant: each language's own naming, by default all three `named`."""

    INFIX = {"and": "&", "or": "|", "xor": "^", "add": "+", "sub": "-", "mul": "*", "shr": ">>", "shl": "<<"}
    # the operators on integers: table positions ("index"), signed numbers ("int") and their comparison
    INDEX_INFIX = {
        "add_index": "+",
        "xor_index": "^",
        "and_index": "&",
        "or_index": "|",
        "shr_index": ">>",
        "shl_index": "<<",
        "mod_index": "%",
        "div_index": "/",
        "sub_index": "-",
        "mul_int": "*",
        "gt": ">",
        "add_int": "+",
        "ne": "!=",
        "eq": "==",
        "lt": "<",
        "ge": ">=",
        "both": "&&",
        "either": "||",
    }

    def named(self, name: str) -> str:
        """Returns a contract name of a table, function or constant as the language writes it."""
        return name

    def table(self, name: str) -> str:
        return self.named(name)

    def function(self, name: str) -> str:
        return self.named(name)

    def name(self, name: str) -> str:
        return self.named(name)

    def arg(self, name: str) -> str:
        return name

    ASSOCIATIVE = ("and", "or", "xor", "add", "mul")

    # a constant: in decimal, or in hex as `WIDE` spells it ("0x{:016x}ULL") past WIDE_ABOVE bits
    WIDE, WIDE_ABOVE = "{}", 32

    def const(self, value: int) -> str:
        return self.WIDE.format(value) if value >> self.WIDE_ABOVE else str(value)

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

    # a one-operand op -> how the language writes it, "{0}" the operand as an operand
    # (parenthesized where it is an operation), "{1}" the operand bare; an op the
    # language lacks is absent. A subclass writes one that depends on more in `unary`.
    UNARY: Dict[str, str] = {}
    # a conversion ("u64", "index", "int") -> (the language's type it casts to, the
    # expression types that are that type already, printed as they are); CAST a cast,
    # "{0}" the type, "{1}" the value as an operand, "{2}" the value bare (Nim's `int(x)`)
    CASTS: Dict[str, Tuple[str, frozenset]] = {}
    CAST = "(({0}) {1})"

    def unary(self, op: str, a: Expr) -> str:
        text = self(a)
        if op in self.CASTS:
            target, same = self.CASTS[op]
            return text if type_of(a) in same else self.CAST.format(target, text, bare_text(text))
        if op not in self.UNARY:
            raise NotImplementedError(f"{type(self).__name__} prints no {op}")
        return self.UNARY[op].format(text, bare_text(text))

    def read(self, expr: Read) -> str:
        return f"{self.table(expr.table)}[{self.bare(expr.index)}]"

    def read2(self, expr: Read2) -> str:
        return f"{self.table(expr.table)}[{self.bare(expr.row)}][{self.bare(expr.col)}]"

    def call(self, expr: Call) -> str:
        return f"{self.function(expr.function)}({', '.join(self.bare(a) for a in expr.args)})"

    def formula(self, text: str) -> str:
        """Returns a square helper's formula (`Formula`) as the language writes it."""
        return text

    def bare(self, expr: Expr) -> str:
        """Returns `expr` printed without its outer parentheses, for an argument or an
        array index."""
        return bare_text(self(expr))

    def __call__(self, expr: Expr) -> str:
        if isinstance(expr, Arg):
            return self.arg(expr.name)
        if isinstance(expr, Const):  # a negative one a signed number's (a direction's step)
            return self.const(expr.value) if expr.value >= 0 else f"(-{self.const(-expr.value)})"
        if isinstance(expr, Name):
            return self.name(expr.name)
        if isinstance(expr, Read):
            return self.read(expr)
        if isinstance(expr, Read2):
            return self.read2(expr)
        if isinstance(expr, Call):
            return self.call(expr)
        if isinstance(expr, Formula):
            return self.formula(expr.text)
        if not isinstance(expr, Op):  # Let, Select, FoldBits: statements (StatementPrinter), not operands
            raise NotImplementedError(f"a {type(expr).__name__} is a statement: bind it by a Let (StatementPrinter)")
        if expr.op in self.INFIX:
            return self.infix(expr.op, *expr.args)
        if expr.op in self.INDEX_INFIX:
            return self.index_infix(expr.op, *expr.args)
        return self.unary(expr.op, *expr.args) if len(expr.args) == 1 else self.binary(expr.op, *expr.args)

    def binary(self, op: str, a: Expr, b: Expr) -> str:
        raise NotImplementedError(op)


def bare_text(text: str) -> str:
    """Returns a printed expression without its outer parentheses, where it has them."""
    if text.startswith("(") and text.endswith(")") and _balanced(text[1:-1]):
        return text[1:-1]
    return text


class CFamilyPrinter(Printer):
    """The printer of C and C++, which write bitboards alike: a complement `~x`, a
    negation `-x`, a table position as it is, the one bit and a widening by C's casts
    (C++ writes those two its own way), a constant of more than 32 bits in hex with
    ULL, pext and pdep BMI2's intrinsics, a byte swap and a bit reversal the header's
    `byte_swap` and `bit_reverse`. A table or constant takes the prefix `P` (C's
    BB_ROOK_MAGICS), a function or helper `p` (bb_rank_attacks); C++'s names are bare."""

    UNARY = {"not": "~{0}", "neg": "-{0}", "index": "{0}", "bit": "((uint64_t)1 << {0})", "u64": "(uint64_t){0}",
             "lo32": "(uint32_t){0}", "hi32": "(uint32_t)({0} >> 32)", "int": "(int){0}"}  # fmt: skip
    INFIX = {**Printer.INFIX, "mul32": "*", "xor32": "^", "shr32": ">>"}  # uint32_t's: a product wraps

    def __init__(self, P: str = "", p: str = ""):
        self.P, self.p = P, p  # "BB_", "bb_"
        self.UNARY = {**type(self).UNARY, "bswap": p + "byte_swap({1})", "rbit": p + "bit_reverse({1})"}

    def table(self, name):
        return self.P + name

    name = table

    def function(self, name):
        return self.p + name

    WIDE = "0x{:016x}ULL"

    def binary(self, op, a, b):
        return f"_{op}_u64({self.bare(a)}, {self.bare(b)})"  # _pext_u64, _pdep_u64


def _balanced(text: str) -> bool:
    """Returns True if every parenthesis of `text` closes within it, in order."""
    depth = 0
    for ch in text:
        depth += (ch == "(") - (ch == ")")
        if depth < 0:
            return False
    return depth == 0


# --- printing a body as statements -----------------------------------------------------


class StatementPrinter:
    """Prints a lookup function's body (`function_bodies.Body`: its parameters and the
    expression it returns) as statements ending in a return, in one language. The
    language's subclass gives a few spellings (`declare`, `declare_unset`,
    `compound`, `clear_lowest`, `returns`, and `END`, `ELSE`, `CLOSE`, `INDENT`,
    and `BLOCK` and `WHILE`, the heads of `if_open`, `loop_open` and `while_open`); its expression printer (`Printer`) writes every
    expression within, bare, as a statement's expression stands. cbindgen's
    `LanguageBackend` is the model: the order is the base's, the words the language's.

    - A `Let` is a local variable declared with its value; a `Let` of a name
      already bound assigns it (`compound` where the value is `name op x`: `x |=
      y`), or where SHADOWS declares it anew. A rebinding is printable only where
      the old value is not read after the Let's body: the printer refuses one
      where it is (a shadowed name coming back into scope), and an assignment of
      another type.
    - A `Select` is an if-else: where the body returns it, each branch returns;
      where it is a value, a variable is declared before (`declare_unset`) and
      each branch assigns it.
    - A `FoldBits` is its accumulator and its bits bound, then a loop while the
      bits are not 0 that binds the square to the bit scan of the bits (`BIT_SCAN`,
      the language's own `lsb`), assigns the accumulator its step and clears the
      lowest bit (`clear_lowest`); its value is the accumulator.

    These three stand where a statement can: a body's value, a Let's value or
    body, a Select's branch, a FoldBits' source, init or step. Inside an operation,
    a read or a call the printer refuses them: a body binds such a value by a Let
    first (shift_one's `moved`)."""

    INDENT = "\t"  # one level of a block
    END = ""  # what ends a simple statement (";" in C)
    ELSE = "} else {"
    CLOSE = "}"  # "" where a block ends with its indentation
    COMPOUND = ("and", "or", "xor", "add", "sub", "mul", "add_int")  # the ops `x = x op y` is written `x op= y` of
    # a routine's (statements.py): a loop until a break, a break; a value returned (a
    # body's and a routine's) as the function's tail expression (Rust)
    FOREVER = "for (;;) {"
    BREAK = "break"
    TAIL = False
    # a block's head, of its keyword and its condition printed bare: C's `if (c) {`;
    # "{} {} {{" in Rust and Go, "{} {}:" in Python and Nim; and the keyword of a loop
    # while a condition holds (Go's `for`)
    BLOCK = "{} ({}) {{"
    WHILE = "while"
    NESTED = ""  # what a body's lines sit in beyond its own block (a class's method: Java's, C#'s)
    SHADOWS = False  # a Let of a name bound already declares it anew, of any type (Rust's shadowing)
    WORD = 64  # the bits of the words the bodies compute on (function_bodies.line_lookup): 32 on halves

    def __init__(self, printer: Printer):
        self.printer = printer

    # --- the spellings: each returns one statement's text, without its END ---------------

    def declare(self, name: str, type: str, value: Expr) -> str:
        """A new local `name` of `type` (an expression type) holding `value`."""
        raise NotImplementedError

    def declare_unset(self, name: str, type: str) -> str:
        """A new local `name` of `type` that each branch of an if-else assigns."""
        raise NotImplementedError

    def assign(self, name: str, value: Expr) -> str:
        """`name` assigned `value`: a compound assignment where `value` is `name op x`."""
        # where the value reads `name` as printed (a Zig copy of a parameter: gen2 |= ...)
        if isinstance(value, Op) and value.op in self.COMPOUND and self.printer(value.args[0]) == name:
            return self.compound(name, value.op, value.args[1])
        return f"{name} = {self.printer.bare(value)}"

    # `name op= operand`: "{0}" the name, "{1}" the operator, "{2}" the operand bare,
    # "{3}" the operand as an operand (Nim, which has no `|=`: "{0} = {0} {1} {3}")
    COMPOUND_FORM = "{0} {1}= {2}"
    CLEAR_LOWEST = "{0} &= {0} - 1"  # the statement that clears the lowest set bit of "{0}"

    def next_subset(self, name: str, statement) -> str:
        """A statements.NextSubset of `name`: its value assigned."""
        return self.assign(name, statement.value)

    def compound(self, name: str, op: str, operand: Expr) -> str:
        """`name op= operand`."""
        symbol = self.printer.INFIX.get(op) or self.printer.INDEX_INFIX[op]
        return self.COMPOUND_FORM.format(name, symbol, self.printer.bare(operand), self.printer(operand))

    def if_open(self, condition: Expr) -> str:
        return self.BLOCK.format("if", self.printer.bare(condition))

    def loop_open(self, bits: str) -> str:
        """The head of the loop over the set bits of `bits`: while it is not 0."""
        return self.BLOCK.format(self.WHILE, f"{bits} != 0")

    def clear_lowest(self, bits: str) -> str:
        """The statement that clears the lowest set bit of `bits`."""
        return self.CLEAR_LOWEST.format(bits)

    def returns(self, value: Expr) -> str:
        return f"return {self.printer.bare(value)}"

    # a routine's blocks (statements.py): a block of its own, a do-while loop ("" where
    # the language has none: a loop until a break) and its closing line, an if of one
    # assignment or break on one line where SHORT_IF, the lines
    # around a statement of a build condition (at the margin: a preprocessor's), a store
    # into a table, its value narrowed by `narrow` (value, element) where the table's
    # element is narrower (a slider dialect's)
    SCOPE = "{"
    DO = "do {"
    SHORT_IF = False  # an if of one assignment or break on one line, without braces: `if (c) x = y;`
    GUARD_AT_MARGIN = True
    narrow: Callable[[str, str], str] = staticmethod(lambda value, element: value)

    def do_close(self, condition: Expr) -> str:
        return f"}} while ({self.printer.bare(condition)});"

    def guard(self, condition: str) -> Tuple[str, str]:
        """The lines before and after the statements only the builds of `condition` have."""
        return f"#if {condition}", "#endif"

    STORE = "{}[{}] = {}"  # a store of (the table, the index, the value): `TABLE[index] = value`

    def store(self, store) -> str:
        """A statements.Store, as STORE spells it, the table named by `stored`."""
        value = self.printer.bare(store.value)
        value = value if store.element == "u64" else self.narrow(value, store.element)
        return self.STORE.format(self.stored(store.table), self.printer.bare(store.index), value)

    def stored(self, table: str) -> str:
        """The name a store writes the table `table` by: the printer's."""
        return self.printer.table(table)

    FOR = "for (int {0} = 0; {0} < {1}; {0}++) {{"  # the head of a loop of "{0}" from 0 to "{1}" - 1

    def for_open(self, name: str, count: int) -> str:
        """The head of a loop of `name` from 0 to `count` - 1 (a routine's, statements.py)."""
        return self.FOR.format(name, count)

    def while_open(self, condition: Expr) -> str:
        return self.BLOCK.format(self.WHILE, self.printer.bare(condition))

    # a routine's check (statements.Expect) where the language fails a test in an if of the
    # values differing: the lines in the if (`FAIL`), of "{0}" the message (a format string:
    # the label's text escaped by `ESCAPE`, the placeholder of each value: NUMBER's, or
    # HEXA's of a bitboard, "{}" the value printed) and "{1}" the values printed
    FAIL: Tuple[str, ...] = ()
    NUMBER, HEXA, ESCAPE = "%d", "0x%016x", {"%": "%%"}

    def expect(self, expect) -> list:
        """The lines of a routine's check (statements.Expect) in the language's test framework."""
        from .statements import labelled

        escape = lambda text: "".join(self.ESCAPE.get(c, c) for c in text)  # noqa: E731
        words, values = labelled(self.printer, expect, self.NUMBER.format, self.HEXA.format, escape)
        fail = [self.INDENT + line.format(words, ", ".join(values)) for line in self.FAIL]
        return [self.if_open(Op("ne", (expect.got, expect.want))), *fail, *[self.CLOSE][: bool(self.CLOSE)]]

    # --- the order ----------------------------------------------------------------------

    def portable(self) -> Dict[str, str]:
        """Returns {op: its statements} of the portable byte swap and bit reversal
        (`PORTABLE`), the body of a function of `b`."""
        return {name: self((Arg("b"),), expr) for name, expr in PORTABLE.items()}

    def bodies(self, mapping, but=()) -> Dict[str, str]:
        """Returns {name: its statements} of every lookup function with a body
        (function_bodies.py) in `mapping`, and of the square helpers (the mapping's
        formulas), but those `but` names (a language's fast paths)."""
        from .function_bodies import function_bodies, params_of, square_formulas
        from .functions import functions_by_name

        records = functions_by_name()
        bodies = {name: (b.params, b.expr) for name, b in function_bodies(mapping, mapping.board, word=self.WORD).items()}
        bodies.update((name, (params_of(records[name]), Formula(text))) for name, text in square_formulas(mapping).items())
        return {name: self(*body) for name, body in bodies.items() if name not in but}

    def __call__(self, params: Tuple[Arg, ...], expr: Expr) -> str:
        """Returns the statements of a body returning `expr` from a function of `params`,
        one a line, each indented one level (the function's block)."""
        self._lines: list = []
        self._scopes = [{p.name: p.type for p in params}]
        self.reassigned = reassigned(params, expr, self.SHADOWS)
        self._emit(expr, _RETURN, frozenset())
        return self._text()

    def _text(self) -> str:
        return "\n".join(self.NESTED + line for line in self._lines)

    def _name(self, var: Arg) -> str:
        return self.printer.arg(var.name)

    def _line(self, text: str, end: bool = True) -> None:
        self._lines.append(self.INDENT * len(self._scopes) + text + (self.END if end else ""))

    def _bound(self, name: str) -> Optional[str]:
        """Returns the type `name` is bound to in the innermost scope binding it, or None."""
        return next((scope[name] for scope in reversed(self._scopes) if name in scope), None)

    def _emit(self, expr: Expr, sink: Tuple, later: frozenset) -> None:
        """Writes the statements that give the value of `expr` to `sink`: (`_RETURN`,)
        returns it, ("assign", var) assigns it, ("declare", var) declares it. `later`
        holds the names the statements after these may read."""
        if isinstance(expr, Let):
            self._bind(expr.var, expr.value, later, later | _names(expr.body))
            self._emit(expr.body, sink, later)
        elif isinstance(expr, Select):
            if sink[0] == "declare":
                self._line(self.declare_unset(self._name(sink[1]), sink[1].type))
                self._scopes[-1][sink[1].name] = sink[1].type
                sink = ("assign", sink[1])
            self._line(self.if_open(_plain(expr.condition)), end=False)
            self._block(expr.then, sink, later)
            self._line(self.ELSE, end=False)
            self._block(expr.otherwise, sink, later)
            if self.CLOSE:  # a language of indentation closes no block
                self._line(self.CLOSE, end=False)
        elif isinstance(expr, FoldBits):
            self._fold(expr, later)
            self._give(expr.acc, sink)
        else:
            self._give(_plain(expr), sink)

    def _block(self, expr: Expr, sink: Tuple, later: frozenset) -> None:
        """Writes `expr` given to `sink` as a block of its own, one level deeper."""
        self._scopes.append({})
        self._emit(expr, sink, later)
        self._scopes.pop()

    def _bind(self, var: Arg, value: Expr, later: frozenset, value_later: frozenset) -> None:
        """Writes the statements that bind `var` to `value`: a declaration, or an
        assignment where `var` is bound already and no statement after (`later`) reads
        its old value. `value_later`: the names read after the value is computed."""
        bound = self._bound(var.name)
        if bound is None:
            self._emit(value, ("declare", var), value_later)
            return
        if bound != var.type and not self.SHADOWS:
            raise ValueError(f"{var.name} rebound as {var.type}, bound as {bound}: not printable as an assignment")
        if var.name in later:  # a shadow lives to its block's end
            raise ValueError(f"{var.name} rebound where its old value is read after: not printable as {'a shadow' if self.SHADOWS else 'an assignment'}")
        self._emit(value, ("declare" if self.SHADOWS else "assign", var), value_later)

    def _give(self, value: Expr, sink: Tuple) -> None:
        if sink[0] == _RETURN[0]:  # where TAIL the block's tail expression
            self._line(self.printer.bare(value) if self.TAIL else self.returns(value), end=not self.TAIL)
        elif sink[0] == "declare":
            self._line(self.declare(self._name(sink[1]), sink[1].type, value))
            self._scopes[-1][sink[1].name] = sink[1].type
        elif not _is_name(value, sink[1].name):
            self._line(self.assign(self._name(sink[1]), value))

    def _fold(self, expr: FoldBits, later: frozenset) -> None:
        """Writes the loop of the FoldBits `expr`, its accumulator left in `expr.acc`."""
        inside = later | _names(expr)  # a turn of the loop reads what the next turns read
        self._bind(expr.acc, expr.init, later, inside)
        self._bind(expr.bits, expr.source, later, inside)
        bits = self._name(expr.bits)
        self._line(self.loop_open(bits), end=False)
        self._scopes.append({})
        self._bind(expr.square, Call(BIT_SCAN, (expr.bits,)), inside, inside)
        self._emit(expr.step, ("assign", expr.acc), inside)
        self._line(self.clear_lowest(bits))
        self._scopes.pop()
        if self.CLOSE:
            self._line(self.CLOSE, end=False)


_RETURN = ("return",)


def reassigned(params: Tuple[Arg, ...], expr: Expr, shadows: bool = False) -> frozenset:
    """Returns the names a body's statements assign after declaring them (a language
    declares the others constant: C's `const`): every name a Let binds where it is
    bound already (a parameter counted as bound; none where a rebinding `shadows`),
    and each fold's accumulator and bits. Errs on the side of assigning: a name
    rebound in another scope counts."""
    seen, again = {p.name for p in params}, set()
    for node in walk(expr):
        if isinstance(node, FoldBits):
            again |= {node.acc.name, node.bits.name}
        elif isinstance(node, Let) and not shadows:
            (again if node.var.name in seen else seen).add(node.var.name)
    return frozenset(again)


def _is_name(expr: Expr, name: str) -> bool:
    """True if `expr` is the variable `name`."""
    return isinstance(expr, Arg) and expr.name == name


def _names(expr: Expr) -> frozenset:
    """Returns the names of every variable `expr` reads or binds (more than it reads:
    the printer's check of a rebinding errs on the side of refusing)."""
    return frozenset(n.name for n in walk(expr) if isinstance(n, Arg)) | frozenset(
        v.name for n in walk(expr) if isinstance(n, (Let, FoldBits)) for v in _bound_vars(n)
    )


def _bound_vars(node: Expr) -> Tuple[Arg, ...]:
    return (node.var,) if isinstance(node, Let) else (node.bits, node.square, node.acc)


def _plain(expr: Expr) -> Expr:
    """Returns `expr`; raises ValueError where a statement node (Let, Select, FoldBits)
    stands inside it, where no statement can."""
    inner = next((n for n in walk(expr) if isinstance(n, (Let, Select, FoldBits))), None)
    if inner is not None:
        raise ValueError(f"a {type(inner).__name__} inside an expression: bind its value by a Let first")
    return expr



class PythonPrinter(Printer):
    """Prints an expression as Python over ints, wrapping at 64 bits: what `compiled`
    runs. Tables are read as the globals of their names, functions likewise."""

    WRAPPING = ("add", "sub", "mul", "shl")
    MASK = str(M64)  # the 64-bit mask as printed
    # a complement by the mask, one bit a shift, a widening or a position the value itself;
    # the byte swap (and any other) the function of its name (`compiled`'s bswap)
    UNARY = {"not": f"({{0}} ^ {MASK})", "bit": "(1 << {0})", "u64": "{0}", "index": "{0}", "int": "{0}", "bswap": "bswap({1})", "rbit": "rbit({1})", "neg": "neg({1})", "lo32": f"({{0}} & {M32})", "hi32": "({0} >> 32)",
             "lo64": f"({{0}} & {M64})", "hi64": "({0} >> 64)"}  # fmt: skip
    INDEX_INFIX = {**Printer.INDEX_INFIX, "both": "and", "either": "or", "div_index": "//"}
    INFIX = {**Printer.INFIX, "mul32": "*", "xor32": "^", "shr32": ">>"}  # the 32-bit words' ops, mul32 wrapping at 32 bits

    def __call__(self, expr):
        return str(expr.value) if isinstance(expr, Name) else super().__call__(expr)

    def formula(self, text):
        return text.replace(" / ", " // ")  # a board's row of a stride not a power of two

    def infix(self, op, a, b):
        text = f"({self(a)} {self.INFIX[op]} {self(b)})"
        if op == "mul32":
            return f"({text} & {M32})"
        return f"({text} & {self.MASK})" if op in self.WRAPPING else text

    def binary(self, op, a, b):
        return f"{op}({self.bare(a)}, {self.bare(b)})"  # pext, pdep


def compiled(params: Tuple[str, ...], expr: Expr, tables: Mapping[str, tuple], functions: Mapping[str, Callable[..., int]]):
    """Returns a Python function of `params` computing `expr`, reading `tables` and
    calling `functions`: `evaluate`'s meaning, at the speed of Python bytecode (a
    table is built by millions of evaluations)."""
    names = dict(tables, **functions, bswap=bswap, rbit=rbit, pext=pext, pdep=pdep)
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
    if isinstance(expr, Let):
        return Let(expr.var, _rewrite(expr.value, swap), _rewrite(expr.body, swap))
    if isinstance(expr, Select):
        return Select(*(_rewrite(e, swap) for e in expr.children()))
    if isinstance(expr, FoldBits):
        source, init, step = (_rewrite(e, swap) for e in (expr.source, expr.init, expr.step))
        return FoldBits(source, expr.bits, expr.square, expr.acc, init, step)
    return expr


class TypedStatements(StatementPrinter):
    """A StatementPrinter of the languages whose locals are declared by their type,
    `TYPE name = value;` (C, C++, Java, C#): a subclass gives `TYPES` (an expression
    type -> the language's), and where it has them `CONST` (the prefix of a local the
    body never assigns again), `POSITION` (how a bitboard made a table position is
    cast, "{}" the bitboard) and `UNSET` (what a local each branch assigns starts
    as, where the language wants one)."""

    INDENT = "    "
    END = ";"
    TYPES: Dict[str, str] = {}
    CONST = ""
    POSITION = ""
    UNSET = ""

    def declare(self, name: str, type: str, value: Expr) -> str:
        text = self.printer.bare(value)
        if self.POSITION and isinstance(value, Op) and value.op == "index" and type_of(value.args[0]) == "u64":
            text = self.POSITION.format(self.printer.bare(value.args[0]))  # a bitboard made a table position
        const = "" if name in self.reassigned else self.CONST
        return f"{const}{self.TYPES[type]} {name} = {text}"

    def declare_unset(self, name: str, type: str) -> str:
        return f"{self.TYPES[type]} {name}{self.UNSET}"


class CFamilyStatements(TypedStatements):
    """The statements of a lookup function's body in C (C++ overrides its types and
    casts): a local `const` where the body never assigns it again, an index or a
    signed number an `int`, cast where its value is a bitboard, a loop over set bits
    `while (bits) {`."""

    TYPES = {"u64": "uint64_t", "index": "int", "int": "int"}
    CONST = "const "
    POSITION = "(int)({})"

    def loop_open(self, bits):
        return f"while ({bits}) {{"

    def do_close(self, condition):  # `while (occ)` for occ != 0, as loop_open's
        zero = condition.op == "ne" and condition.args[1] == Const(0)
        return f"}} while ({self.printer.bare(condition.args[0] if zero else condition)});"

    def lsb_halving(self, width: int = 64) -> str:
        """The steps of the portable bit scan of C and C++ (`lsb` without builtins, b
        not 0): while the low half of what is left is 0, `index` counts it and `b`
        drops it, from half the width down to one bit; then `index` is returned."""
        halves = [width >> k for k in range(1, width.bit_length())]  # 32, 16, 8, 4, 2, 1
        steps = [f"if (!(b & 0x{(1 << h) - 1:x}ULL)) {{ index += {h};{f' b >>= {h};' if h > 1 else ''} }}" for h in halves]
        return "\n".join(self.INDENT + line for line in steps + ["return index;"])
